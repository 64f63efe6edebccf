/**
 * Exterior and interior colours per make (US market, the years the demo world covers). Names are the
 * makers' own; a paint code is given only where it is the maker's well-known code, otherwise left empty
 * rather than guessed. Hex values are swatch approximations for the screen, not paint data.
 */

/** [colour name, paint code or "", generic name, swatch hex] */
type Ext = readonly [string, string, string, string];
/** [colour name, trim code or ""] */
type Int = readonly [string, string];

export interface MakeColours {
  make: string;
  exterior: readonly Ext[];
  interior: readonly Int[];
}

const FCA_INTERIOR: readonly Int[] = [
  ["Black", ""],
  ["Light Frost Beige", ""],
];

export const MAKE_COLOURS: readonly MakeColours[] = [
  {
    make: "BMW",
    exterior: [
      ["Alpine White", "300", "White", "#F4F4F2"],
      ["Jet Black", "668", "Black", "#0E0E10"],
      ["Black Sapphire Metallic", "475", "Black", "#16181D"],
      ["Titanium Silver Metallic", "354", "Silver", "#B9BCBF"],
      ["Mineral White Metallic", "A96", "White", "#E8E8E4"],
      ["Mineral Grey Metallic", "B39", "Gray", "#5A5D61"],
    ],
    interior: [
      ["Black Dakota Leather", ""],
      ["Oyster Dakota Leather", ""],
      ["Venetian Beige Dakota Leather", ""],
    ],
  },
  {
    make: "Chevrolet",
    exterior: [
      ["Summit White", "GAZ", "White", "#F3F3F1"],
      ["Black", "GBA", "Black", "#0F0F10"],
      ["Silver Ice Metallic", "GAN", "Silver", "#BFC3C6"],
      ["Red Hot", "", "Red", "#B0141B"],
    ],
    interior: [
      ["Jet Black", ""],
      ["Ebony", ""],
      ["Light Titanium/Dark Titanium", ""],
    ],
  },
  {
    make: "Chrysler",
    exterior: [
      ["Bright White", "PW7", "White", "#F5F5F3"],
      ["Brilliant Black Crystal Pearl", "PXR", "Black", "#111214"],
      ["Billet Silver Metallic", "PSC", "Silver", "#B8BBBE"],
      ["Granite Crystal Metallic", "PAU", "Gray", "#4B4E52"],
      ["Deep Cherry Red Crystal Pearl", "PRP", "Red", "#6E1020"],
      ["True Blue Pearl", "PBU", "Blue", "#1D3F7A"],
    ],
    interior: FCA_INTERIOR,
  },
  {
    make: "Ford",
    exterior: [
      ["Oxford White", "YZ", "White", "#F2F2EF"],
      ["Tuxedo Black Metallic", "UH", "Black", "#121315"],
      ["Ingot Silver Metallic", "UX", "Silver", "#B5B8BA"],
      ["Sterling Gray Metallic", "UJ", "Gray", "#6B6E71"],
      ["Race Red", "PQ", "Red", "#C1121C"],
      ["Ruby Red Metallic", "RR", "Red", "#7A1420"],
    ],
    interior: [
      ["Ebony", ""],
      ["Steel Gray", ""],
    ],
  },
  {
    make: "Honda",
    exterior: [
      ["Taffeta White", "NH578", "White", "#F1F1EE"],
      ["Crystal Black Pearl", "NH731P", "Black", "#101113"],
      ["Alabaster Silver Metallic", "NH700M", "Silver", "#C2C4C5"],
      ["Polished Metal Metallic", "NH737M", "Gray", "#6F7276"],
    ],
    interior: [
      ["Black", ""],
      ["Gray", ""],
      ["Ivory", ""],
    ],
  },
  {
    make: "Hyundai",
    exterior: [
      ["Monaco White", "", "White", "#F2F2F0"],
      ["Black Diamond", "", "Black", "#141416"],
      ["Shimmering Air Silver", "", "Silver", "#BDC0C3"],
      ["Titanium Gray Metallic", "", "Gray", "#5E6266"],
    ],
    interior: [
      ["Black", ""],
      ["Gray", ""],
      ["Beige", ""],
    ],
  },
  {
    make: "Jeep",
    exterior: [
      ["Bright White", "PW7", "White", "#F5F5F3"],
      ["Black", "PX8", "Black", "#0F0F10"],
      ["Billet Silver Metallic", "PSC", "Silver", "#B8BBBE"],
      ["Granite Crystal Metallic", "PAU", "Gray", "#4B4E52"],
      ["Firecracker Red", "PR4", "Red", "#C01A1F"],
    ],
    interior: [["Black", ""]],
  },
  {
    make: "Nissan",
    exterior: [
      ["Pearl White", "QAB", "White", "#EFEFEC"],
      ["Super Black", "KH3", "Black", "#0E0F11"],
      ["Brilliant Silver", "K23", "Silver", "#BCBFC2"],
      ["Gun Metallic", "KAD", "Gray", "#55585C"],
      ["Cayenne Red", "NAH", "Red", "#7B1A1E"],
    ],
    interior: [
      ["Charcoal", ""],
      ["Beige", ""],
    ],
  },
  {
    make: "Ram",
    exterior: [
      ["Bright White", "PW7", "White", "#F5F5F3"],
      ["Brilliant Black Crystal Pearl", "PXR", "Black", "#111214"],
      ["Bright Silver Metallic", "PS2", "Silver", "#C0C3C6"],
      ["Granite Crystal Metallic", "PAU", "Gray", "#4B4E52"],
      ["Flame Red", "PR4", "Red", "#C01A1F"],
      ["True Blue Pearl", "PBU", "Blue", "#1D3F7A"],
    ],
    interior: [
      ["Black/Diesel Gray", ""],
      ["Canyon Brown/Light Frost Beige", ""],
    ],
  },
  {
    make: "Tesla",
    exterior: [
      ["Pearl White Multi-Coat", "PPMW", "White", "#EDEDEA"],
      ["Solid Black", "PBSB", "Black", "#0D0D0F"],
      ["Midnight Silver Metallic", "PMNG", "Gray", "#4A4D52"],
      ["Deep Blue Metallic", "PPSB", "Blue", "#1E3A66"],
      ["Red Multi-Coat", "PPMR", "Red", "#A3121C"],
    ],
    interior: [
      ["All Black", ""],
      ["Black and White", ""],
    ],
  },
  {
    make: "Toyota",
    exterior: [
      ["Super White", "040", "White", "#F5F5F5"],
      ["Blizzard Pearl", "070", "White", "#ECECE8"],
      ["Black", "202", "Black", "#111111"],
      ["Attitude Black Metallic", "218", "Black", "#1A1B1E"],
      ["Classic Silver Metallic", "1F7", "Silver", "#C0C0C0"],
      ["Magnetic Gray Metallic", "1G3", "Gray", "#5B5E60"],
      ["Barcelona Red Metallic", "3R3", "Red", "#9E1B22"],
    ],
    interior: [
      ["Black", ""],
      ["Ash", ""],
      ["Bisque", ""],
    ],
  },
];

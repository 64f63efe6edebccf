/**
 * Trims per make, model and model-year range (US market), for every model the demo world uses: each
 * trim's engine, the transmissions it was sold with, drive and the factory packages offered on it. Model
 * names are vPIC's, as the offline decoder returns them. Where a trim came with several engines, the
 * trim's standard engine is listed. Every trim also has its standard (no package) configuration.
 */

/** [trim name, engine ("2.5L I4", "Electric"), transmissions, drivetrain, packages] */
export type TrimSpec = readonly [string, string, readonly string[], string, (readonly string[])?];

export interface ModelTrims {
  make: string;
  model: string;
  yearFrom: number;
  yearTo: number;
  fuel: "Gasoline" | "Hybrid" | "Electric";
  trims: readonly TrimSpec[];
}

const M5 = "5-speed manual";
const M6 = "6-speed manual";
const A4 = "4-speed automatic";
const A5 = "5-speed automatic";
const A6 = "6-speed automatic";
const A8 = "8-speed automatic";
const A10 = "10-speed automatic";
const CVT = "CVT";
const DD = "1-speed direct drive";

export const MODEL_TRIMS: readonly ModelTrims[] = [
  {
    make: "BMW",
    model: "328i",
    yearFrom: 2012,
    yearTo: 2015,
    fuel: "Gasoline",
    trims: [
      ["Base", "2.0L turbo I4", [A8, M6], "RWD", ["Sport Line", "Luxury Line", "Modern Line", "M Sport"]],
      ["xDrive", "2.0L turbo I4", [A8], "AWD", ["Sport Line", "Luxury Line", "Modern Line", "M Sport"]],
    ],
  },
  {
    make: "Chevrolet",
    model: "Malibu",
    yearFrom: 2016,
    yearTo: 2018,
    fuel: "Gasoline",
    trims: [
      ["L", "1.5L turbo I4", [A6], "FWD"],
      ["LS", "1.5L turbo I4", [A6], "FWD"],
      ["LT", "1.5L turbo I4", [A6], "FWD"],
      ["Premier", "2.0L turbo I4", [A8], "FWD"],
    ],
  },
  {
    make: "Chevrolet",
    model: "Silverado",
    yearFrom: 2007,
    yearTo: 2013,
    fuel: "Gasoline",
    trims: [
      ["Work Truck", "4.3L V6", [A4], "RWD"],
      ["LS", "4.8L V8", [A4], "RWD"],
      ["LT", "5.3L V8", [A6], "4WD", ["Z71 Off-Road Package"]],
      ["LTZ", "5.3L V8", [A6], "4WD", ["Z71 Off-Road Package"]],
    ],
  },
  {
    make: "Chrysler",
    model: "Town and Country",
    yearFrom: 2011,
    yearTo: 2016,
    fuel: "Gasoline",
    trims: [
      ["Touring", "3.6L V6", [A6], "FWD"],
      ["Touring-L", "3.6L V6", [A6], "FWD"],
      ["Limited", "3.6L V6", [A6], "FWD"],
    ],
  },
  {
    make: "Ford",
    model: "F-150",
    yearFrom: 2011,
    yearTo: 2014,
    fuel: "Gasoline",
    trims: [
      ["XL", "3.7L V6", [A6], "RWD"],
      ["STX", "3.7L V6", [A6], "RWD"],
      ["XLT", "3.7L V6", [A6], "RWD", ["Chrome Package"]],
      ["FX4", "5.0L V8", [A6], "4WD"],
      ["Lariat", "5.0L V8", [A6], "RWD"],
      ["King Ranch", "5.0L V8", [A6], "4WD"],
      ["Platinum", "5.0L V8", [A6], "4WD"],
      ["SVT Raptor", "6.2L V8", [A6], "4WD"],
    ],
  },
  {
    make: "Ford",
    model: "Mustang",
    yearFrom: 2011,
    yearTo: 2014,
    fuel: "Gasoline",
    trims: [
      ["V6", "3.7L V6", [M6, A6], "RWD", ["V6 Performance Package"]],
      ["V6 Premium", "3.7L V6", [M6, A6], "RWD", ["V6 Performance Package"]],
      ["GT", "5.0L V8", [M6, A6], "RWD", ["Track Package"]],
      ["GT Premium", "5.0L V8", [M6, A6], "RWD", ["Track Package"]],
      ["Boss 302", "5.0L V8", [M6], "RWD"],
    ],
  },
  {
    make: "Ford",
    model: "Mustang",
    yearFrom: 2018,
    yearTo: 2020,
    fuel: "Gasoline",
    trims: [
      ["EcoBoost", "2.3L turbo I4", [M6, A10], "RWD", ["EcoBoost Performance Package"]],
      ["EcoBoost Premium", "2.3L turbo I4", [M6, A10], "RWD", ["EcoBoost Performance Package"]],
      ["GT", "5.0L V8", [M6, A10], "RWD", ["Performance Package"]],
      ["GT Premium", "5.0L V8", [M6, A10], "RWD", ["Performance Package"]],
    ],
  },
  {
    make: "Ford",
    model: "Transit Connect",
    yearFrom: 2010,
    yearTo: 2013,
    fuel: "Gasoline",
    trims: [
      ["XL", "2.0L I4", [A4], "FWD"],
      ["XLT", "2.0L I4", [A4], "FWD"],
      ["XLT Premium", "2.0L I4", [A4], "FWD"],
    ],
  },
  {
    make: "Honda",
    model: "Accord",
    yearFrom: 2003,
    yearTo: 2007,
    fuel: "Gasoline",
    trims: [
      ["LX", "2.4L I4", [M5, A5], "FWD"],
      ["EX", "2.4L I4", [M5, A5], "FWD"],
      ["EX-L", "2.4L I4", [A5], "FWD", ["Navigation"]],
      ["LX-V6", "3.0L V6", [A5], "FWD"],
      ["EX-V6", "3.0L V6", [A5, M6], "FWD", ["Navigation"]],
    ],
  },
  {
    make: "Honda",
    model: "Civic",
    yearFrom: 2006,
    yearTo: 2011,
    fuel: "Gasoline",
    trims: [
      ["DX", "1.8L I4", [M5, A5], "FWD"],
      ["LX", "1.8L I4", [M5, A5], "FWD"],
      ["EX", "1.8L I4", [M5, A5], "FWD", ["Navigation"]],
      ["EX-L", "1.8L I4", [M5, A5], "FWD", ["Navigation"]],
      ["Si", "2.0L I4", [M6], "FWD", ["Navigation"]],
    ],
  },
  {
    make: "Honda",
    model: "CR-V",
    yearFrom: 2012,
    yearTo: 2014,
    fuel: "Gasoline",
    trims: [
      ["LX", "2.4L I4", [A5], "FWD"],
      ["EX", "2.4L I4", [A5], "AWD"],
      ["EX-L", "2.4L I4", [A5], "AWD", ["Navigation", "Rear Entertainment System"]],
    ],
  },
  {
    make: "Honda",
    model: "Odyssey",
    yearFrom: 2011,
    yearTo: 2013,
    fuel: "Gasoline",
    trims: [
      ["LX", "3.5L V6", [A5], "FWD"],
      ["EX", "3.5L V6", [A5], "FWD"],
      ["EX-L", "3.5L V6", [A5], "FWD", ["Navigation", "Rear Entertainment System"]],
      ["Touring", "3.5L V6", [A6], "FWD"],
      ["Touring Elite", "3.5L V6", [A6], "FWD"],
    ],
  },
  {
    make: "Hyundai",
    model: "Elantra",
    yearFrom: 2011,
    yearTo: 2013,
    fuel: "Gasoline",
    trims: [
      ["GLS", "1.8L I4", [M6, A6], "FWD", ["Preferred Package"]],
      ["Limited", "1.8L I4", [A6], "FWD", ["Technology Package"]],
    ],
  },
  {
    make: "Jeep",
    model: "Wrangler",
    yearFrom: 2012,
    yearTo: 2017,
    fuel: "Gasoline",
    trims: [
      ["Sport", "3.6L V6", [M6, A5], "4WD"],
      ["Sahara", "3.6L V6", [M6, A5], "4WD"],
      ["Rubicon", "3.6L V6", [M6, A5], "4WD"],
    ],
  },
  {
    make: "Nissan",
    model: "Altima",
    yearFrom: 2013,
    yearTo: 2015,
    fuel: "Gasoline",
    trims: [
      ["2.5", "2.5L I4", [CVT], "FWD"],
      ["2.5 S", "2.5L I4", [CVT], "FWD"],
      ["2.5 SV", "2.5L I4", [CVT], "FWD", ["Technology Package"]],
      ["2.5 SL", "2.5L I4", [CVT], "FWD", ["Technology Package"]],
      ["3.5 S", "3.5L V6", [CVT], "FWD"],
      ["3.5 SL", "3.5L V6", [CVT], "FWD", ["Technology Package"]],
    ],
  },
  {
    make: "Ram",
    model: "1500",
    yearFrom: 2013,
    yearTo: 2014,
    fuel: "Gasoline",
    trims: [
      ["ST", "3.6L V6", [A8], "RWD"],
      ["Tradesman", "3.6L V6", [A8], "RWD"],
      ["Express", "3.6L V6", [A8], "RWD"],
      ["SLT", "3.6L V6", [A8], "RWD"],
      ["Big Horn", "5.7L V8", [A6], "4WD"],
      ["Outdoorsman", "5.7L V8", [A6], "4WD"],
      ["Sport", "5.7L V8", [A6], "RWD"],
      ["Laramie", "5.7L V8", [A6], "4WD"],
      ["Laramie Longhorn", "5.7L V8", [A6], "4WD"],
    ],
  },
  {
    make: "Tesla",
    model: "Model 3",
    yearFrom: 2019,
    yearTo: 2020,
    fuel: "Electric",
    trims: [
      ["Standard Range Plus", "Electric", [DD], "RWD", ["Full Self-Driving Capability"]],
      ["Long Range", "Electric", [DD], "AWD", ["Full Self-Driving Capability"]],
      ["Performance", "Electric", [DD], "AWD", ["Full Self-Driving Capability"]],
    ],
  },
  {
    make: "Toyota",
    model: "Camry",
    yearFrom: 2012,
    yearTo: 2014,
    fuel: "Gasoline",
    trims: [
      ["L", "2.5L I4", [A6], "FWD"],
      ["LE", "2.5L I4", [A6], "FWD"],
      ["SE", "2.5L I4", [A6], "FWD"],
      ["XLE", "2.5L I4", [A6], "FWD"],
      ["SE V6", "3.5L V6", [A6], "FWD"],
      ["XLE V6", "3.5L V6", [A6], "FWD"],
    ],
  },
  {
    make: "Toyota",
    model: "Prius",
    yearFrom: 2004,
    yearTo: 2009,
    fuel: "Hybrid",
    trims: [
      ["Base", "1.5L I4", [CVT], "FWD"],
      ["Touring", "1.5L I4", [CVT], "FWD"],
    ],
  },
  {
    make: "Toyota",
    model: "RAV4",
    yearFrom: 2013,
    yearTo: 2015,
    fuel: "Gasoline",
    trims: [
      ["LE", "2.5L I4", [A6], "FWD"],
      ["XLE", "2.5L I4", [A6], "FWD"],
      ["Limited", "2.5L I4", [A6], "AWD"],
    ],
  },
  {
    make: "Toyota",
    model: "Tacoma",
    yearFrom: 2005,
    yearTo: 2015,
    fuel: "Gasoline",
    trims: [
      ["Base", "2.7L I4", [M5, A4], "RWD"],
      ["PreRunner", "2.7L I4", [A4], "RWD", ["SR5 Package", "TRD Sport Package"]],
      ["V6", "4.0L V6", [M6, A5], "4WD", ["SR5 Package", "TRD Sport Package", "TRD Off-Road Package"]],
    ],
  },
];

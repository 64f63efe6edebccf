/**
 * The demo world's vehicles: real, decodable VINs (vPIC patterns of several makes, check digit computed)
 * with the make, model, year and body type they decode to, a colour, odometer, plate and tire size.
 * Everything derives from the table and a seeded generator, so every seed produces the same world.
 */

export interface DemoModel {
  /** The first 8 VIN characters (WMI + VDS) and the model-year character (10th) and plant (11th). */
  wmiVds: string;
  yearPlant: string;
  make: string;
  model: string;
  year: number;
  /** A body type of src/domain/bodyTypes.ts. */
  bodyType: string;
  tireSize: string;
}

export const DEMO_MODELS: readonly DemoModel[] = [
  {
    wmiVds: "1HGCM826",
    yearPlant: "3A",
    make: "Honda",
    model: "Accord",
    year: 2003,
    bodyType: "2dr",
    tireSize: "205/60R16",
  },
  {
    wmiVds: "5YJ3E1EA",
    yearPlant: "KF",
    make: "Tesla",
    model: "Model 3",
    year: 2019,
    bodyType: "4dr",
    tireSize: "235/45R18",
  },
  {
    wmiVds: "WBA3A5C5",
    yearPlant: "CF",
    make: "BMW",
    model: "328i",
    year: 2012,
    bodyType: "4dr",
    tireSize: "225/45R17",
  },
  {
    wmiVds: "1FTFW1ET",
    yearPlant: "DF",
    make: "Ford",
    model: "F-150",
    year: 2013,
    bodyType: "Crew-Ext Cab",
    tireSize: "265/70R17",
  },
  {
    wmiVds: "JTDKB20U",
    yearPlant: "93",
    make: "Toyota",
    model: "Prius",
    year: 2009,
    bodyType: "4dr",
    tireSize: "185/65R15",
  },
  {
    wmiVds: "4T1BF1FK",
    yearPlant: "CU",
    make: "Toyota",
    model: "Camry",
    year: 2012,
    bodyType: "4dr",
    tireSize: "215/60R16",
  },
  {
    wmiVds: "2HGFG126",
    yearPlant: "8H",
    make: "Honda",
    model: "Civic",
    year: 2008,
    bodyType: "2dr",
    tireSize: "205/55R16",
  },
  {
    wmiVds: "1ZVBP8EM",
    yearPlant: "D5",
    make: "Ford",
    model: "Mustang",
    year: 2013,
    bodyType: "Convertible",
    tireSize: "235/50R18",
  },
  {
    wmiVds: "1C4BJWDG",
    yearPlant: "FL",
    make: "Jeep",
    model: "Wrangler",
    year: 2015,
    bodyType: "Jeep",
    tireSize: "255/75R17",
  },
  {
    wmiVds: "2T3BFREV",
    yearPlant: "DW",
    make: "Toyota",
    model: "RAV4",
    year: 2013,
    bodyType: "SUV",
    tireSize: "225/65R17",
  },
  {
    wmiVds: "5FNRL5H6",
    yearPlant: "BB",
    make: "Honda",
    model: "Odyssey",
    year: 2011,
    bodyType: "Mini Passenger Van",
    tireSize: "235/65R17",
  },
  {
    wmiVds: "NM0LS7AN",
    yearPlant: "DT",
    make: "Ford",
    model: "Transit Connect",
    year: 2013,
    bodyType: "Cargo Van",
    tireSize: "205/65R15",
  },
  {
    wmiVds: "3TMLU4EN",
    yearPlant: "DM",
    make: "Toyota",
    model: "Tacoma",
    year: 2013,
    bodyType: "Crew-Ext Cab",
    tireSize: "245/75R16",
  },
  {
    wmiVds: "1GCNCPEX",
    yearPlant: "DZ",
    make: "Chevrolet",
    model: "Silverado",
    year: 2013,
    bodyType: "Reg Cab",
    tireSize: "245/70R17",
  },
  {
    wmiVds: "2HKRM4H7",
    yearPlant: "EH",
    make: "Honda",
    model: "CR-V",
    year: 2014,
    bodyType: "SUV",
    tireSize: "225/65R17",
  },
  {
    wmiVds: "2C4RC1BG",
    yearPlant: "DR",
    make: "Chrysler",
    model: "Town and Country",
    year: 2013,
    bodyType: "Mini Passenger Van",
    tireSize: "225/65R17",
  },
  {
    wmiVds: "1N4AL3AP",
    yearPlant: "DN",
    make: "Nissan",
    model: "Altima",
    year: 2013,
    bodyType: "4dr",
    tireSize: "215/60R16",
  },
  {
    wmiVds: "KMHDH4AE",
    yearPlant: "DU",
    make: "Hyundai",
    model: "Elantra",
    year: 2013,
    bodyType: "4dr",
    tireSize: "205/55R16",
  },
  {
    wmiVds: "1G1ZD5ST",
    yearPlant: "JF",
    make: "Chevrolet",
    model: "Malibu",
    year: 2018,
    bodyType: "4dr",
    tireSize: "225/55R17",
  },
  {
    wmiVds: "1FA6P8TH",
    yearPlant: "J5",
    make: "Ford",
    model: "Mustang",
    year: 2018,
    bodyType: "2dr",
    tireSize: "235/55R17",
  },
  {
    wmiVds: "1C6RR7FT",
    yearPlant: "ES",
    make: "Ram",
    model: "1500",
    year: 2014,
    bodyType: "Crew-Ext Cab",
    tireSize: "265/70R17",
  },
];

export const DEMO_COLORS: readonly { name: string; hex: string }[] = [
  { name: "Red", hex: "#9E1B22" },
  { name: "White", hex: "#F2F2F0" },
  { name: "Blue", hex: "#1F4E9A" },
  { name: "Gray", hex: "#5B5E60" },
  { name: "Silver", hex: "#B8BCC0" },
  { name: "Black", hex: "#1C1D21" },
  { name: "Green", hex: "#2F5D3A" },
  { name: "Beige", hex: "#C8B58E" },
];

const TRANSLIT: Readonly<Record<string, number>> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** The 17-character VIN with its check digit (9th) computed as North American VINs require. */
export function withCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const c = vin[i] ?? "0";
    sum += (/\d/.test(c) ? Number(c) : (TRANSLIT[c] ?? 0)) * (WEIGHTS[i] ?? 0);
  }
  const r = sum % 11;
  return `${vin.slice(0, 8)}${r === 10 ? "X" : String(r)}${vin.slice(9)}`;
}

/** A small deterministic generator (mulberry32), so the demo world is the same on every seed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface DemoVehicle extends DemoModel {
  vin: string;
  color: { name: string; hex: string };
  odometer: number;
  odomUnit: "km" | "mi";
  plate: string;
}

const PLATE_LETTERS = "ABCDEFGHJKLMNPRSTUVWXYZ";

/** The i-th demo vehicle: the model table in turn, serial, colour, odometer and plate from the seed. */
export function demoVehicle(i: number, rand: () => number): DemoVehicle {
  const model = DEMO_MODELS[i % DEMO_MODELS.length] as DemoModel;
  const serial = String(100000 + Math.floor(rand() * 800000)).slice(0, 6);
  const vin = withCheckDigit(`${model.wmiVds}0${model.yearPlant}${serial}`);
  const color = DEMO_COLORS[Math.floor(rand() * DEMO_COLORS.length)] as (typeof DEMO_COLORS)[number];
  const age = Math.max(1, 2026 - model.year);
  const odometer = Math.round(age * (9000 + rand() * 9000));
  const letters = Array.from(
    { length: 3 },
    () => PLATE_LETTERS[Math.floor(rand() * PLATE_LETTERS.length)],
  ).join("");
  const plate = `${letters} ${String(Math.floor(rand() * 9000) + 1000)}`;
  return { ...model, vin, color, odometer, odomUnit: rand() < 0.7 ? "mi" : "km", plate };
}

/** The first five are pinned: the demo failed tasks (demoFailedTasks.ts) quote their values. */
const PINNED: readonly Omit<DemoVehicle, keyof DemoModel>[] = [
  {
    vin: "1HGCM82633A004352",
    color: { name: "Red", hex: "#9E1B22" },
    odometer: 182340,
    odomUnit: "km",
    plate: "HND 2003",
  },
  {
    vin: "5YJ3E1EA2KF317000",
    color: { name: "White", hex: "#F2F2F0" },
    odometer: 40211,
    odomUnit: "km",
    plate: "TSL 3000",
  },
  {
    vin: "WBA3A5C57CF256651",
    color: { name: "Blue", hex: "#1F4E9A" },
    odometer: 98012,
    odomUnit: "km",
    plate: "BMW 328",
  },
  {
    vin: "1FTFW1ET9DFC10312",
    color: { name: "Gray", hex: "#5B5E60" },
    odometer: 130455,
    odomUnit: "km",
    plate: "F150 XLT",
  },
  {
    vin: "JTDKB20U193475539",
    color: { name: "Silver", hex: "#B8BCC0" },
    odometer: 210877,
    odomUnit: "km",
    plate: "PRI 2009",
  },
];

/** The demo world's vehicles, in session order. */
export function demoVehicles(count: number, seed = 20261123): DemoVehicle[] {
  const rand = seededRandom(seed);
  return Array.from({ length: count }, (_, i) => {
    const v = demoVehicle(i, rand);
    const pinned = PINNED[i];
    return pinned ? { ...v, ...pinned } : v;
  });
}

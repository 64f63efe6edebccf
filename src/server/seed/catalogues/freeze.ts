/**
 * Writes the seeded catalogues as a migration's frozen data: `npx tsx src/server/seed/catalogues/freeze.ts
 * <catalogues|vehicles> <file>`. A migration reads its own file and never this code, so changing the
 * seed code later cannot change what an old migration did; the change ships as a new migration.
 */
import { writeFileSync } from "node:fs";
import { catalogueRows } from "./index.ts";
import { vehicleCatalogueRows } from "./vehicleCatalogue.ts";

const [which, file] = process.argv.slice(2);
if (!file || (which !== "catalogues" && which !== "vehicles")) {
  console.error("usage: freeze.ts <catalogues|vehicles> <file.json>");
  process.exit(2);
}
const vehicles = () => {
  const { colours, trims, packs } = vehicleCatalogueRows();
  return { vehicle_colours: colours, vehicle_trims: trims, vehicle_trim_packs: packs };
};
const rows: Record<string, object[]> = which === "catalogues" ? catalogueRows() : vehicles();
// One row a line: a later diff of a frozen file (there should be none) stays readable.
const tables = Object.entries(rows).map(
  ([table, list]) =>
    `  ${JSON.stringify(table)}: [\n${list.map((r) => `    ${JSON.stringify(r)}`).join(",\n")}\n  ]`,
);
writeFileSync(file, `{\n${tables.join(",\n")}\n}\n`);
console.log(
  `${file}: ${Object.entries(rows)
    .map(([t, l]) => `${t} ${l.length}`)
    .join(", ")}`,
);

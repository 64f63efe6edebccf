import { type Kysely, sql } from "kysely";
import { insertFrozenRows } from "./frozenRows.ts";

/**
 * The vehicle catalogue behind GET /api/vehicle/trims/{id}: colours per make, trims per make, model and
 * model-year range with their transmission, engine and drive, and the packs (trim + option) each offers.
 * Seeded data (frozen from src/server/seed/catalogues/vehicle*.ts), read by make/model/year of the session's vehicle.
 */
const TABLES = [
  `create table vehicle_colours (
    id text primary key, make text not null, kind text not null check (kind in ('ext', 'int')),
    color_code text not null default '', color_name text not null,
    generic_name text not null default '', hex_value text not null default '', position integer not null
  )`,
  `create index vehicle_colours_make_idx on vehicle_colours (lower(make), kind, position)`,
  `create table vehicle_trims (
    id text primary key, make text not null, model text not null,
    year_from integer not null, year_to integer not null, name text not null,
    transmission text not null, transmission_type_id integer not null,
    engine text not null, engine_type text not null, fuel_type text not null, drivetrain text not null,
    position integer not null
  )`,
  `create index vehicle_trims_model_idx on vehicle_trims (lower(make), lower(model), year_from)`,
  `create table vehicle_trim_packs (
    option_id text primary key, trim_id text not null references vehicle_trims (id) on delete cascade,
    package text not null default '', position integer not null
  )`,
  `create index vehicle_trim_packs_trim_idx on vehicle_trim_packs (trim_id, position)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of TABLES) await sql.raw(statement).execute(db);
  await insertFrozenRows(db, "0023_vehicle_catalogue.json", []);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ["vehicle_trim_packs", "vehicle_trims", "vehicle_colours"]) {
    await sql.raw(`drop table if exists ${t}`).execute(db);
  }
}

import { Type } from "typebox";
import { ALL_ROLES, defineCall } from "./call.ts";
import { route } from "./routes.ts";

/** The damage-table query (product §7): component, damage_group, series_nme (bmw), material, source. */
export const DamageQuery = Type.Object(
  {
    component: Type.Optional(Type.String({ maxLength: 64 })),
    damage_group: Type.Optional(Type.String({ maxLength: 16 })),
    series_nme: Type.Optional(Type.String({ maxLength: 64 })),
    material: Type.Optional(Type.String({ maxLength: 64 })),
    source: Type.Optional(Type.String({ maxLength: 64 })),
  },
  { additionalProperties: false },
);

export const DamageChoice = Type.Object({
  component: Type.String(),
  damage_group: Type.String(),
  material: Type.Union([Type.String(), Type.Null()]),
  source: Type.Union([Type.String(), Type.Null()]),
  damage_name: Type.String(),
  damage_type: Type.Union([Type.String(), Type.Null()]),
  label: Type.Union([Type.String(), Type.Null()]),
  grade_score: Type.Union([Type.Number(), Type.Null()]),
  unit_measure: Type.Union([Type.String(), Type.Null()]),
  series_nme: Type.Union([Type.String(), Type.Null()]),
});

const DamageList = Type.Object({ success: Type.Literal(true), data: Type.Array(DamageChoice) });

const damageCall = <const K extends "paveDamages" | "bmwDamages" | "defaultDamages">(id: K, table: string) =>
  defineCall({
    ...route(id),
    summary: `Damage choices of the ${table} damage table, filtered by the query.`,
    tag: "catalogues",
    access: ALL_ROLES,
    schema: { querystring: DamageQuery, response: DamageList },
  });

export const paveDamages = damageCall("paveDamages", "autograde (PAVE)");
export const bmwDamages = damageCall("bmwDamages", "bmw");
export const defaultDamages = damageCall("defaultDamages", "default");

export const partNames = defineCall({
  ...route("partNames"),
  summary: "The part-name catalogue grouped PART, BODY, GLASS, WHEEL, TIRE, INTERIOR.",
  tag: "catalogues",
  access: ALL_ROLES,
  schema: {
    response: Type.Object({
      success: Type.Literal(true),
      data: Type.Record(Type.String(), Type.Array(Type.String())),
    }),
  },
});

const SessionParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
const Tire = Type.Object({ size: Type.String(), type: Type.String() });

export const tireInfo = defineCall({
  ...route("tireInfo"),
  summary: "Tire sizes and types of an inspection, by session id (bmw).",
  tag: "catalogues",
  access: ALL_ROLES,
  schema: {
    params: SessionParams,
    response: Type.Object({
      success: Type.Literal(true),
      data: Type.Object({
        front_left: Tire,
        front_right: Tire,
        rear_left: Tire,
        rear_right: Tire,
        same_size_type: Type.Boolean(),
      }),
    }),
  },
});

const TrimEntry = Type.Object({
  trim: Type.Object({
    id: Type.String(),
    name: Type.String(),
    trim: Type.String(),
    transmission: Type.String(),
    transmission_type_id: Type.Integer(),
    engine: Type.String(),
    engine_type: Type.String(),
    fuel_type: Type.String(),
    mfr_model_code: Type.String(),
    brand: Type.String(),
    model: Type.String(),
    year: Type.Integer(),
    trim_name: Type.String(),
    drivetrain: Type.String(),
    source: Type.String(),
    trim_id: Type.String(),
  }),
  full_name: Type.String(),
  option: Type.Object({ option_id: Type.String() }),
});

export const vehicleTrims = defineCall({
  ...route("vehicleTrims"),
  summary: "Vehicle lookup data by session id: trims, trim packs, colours, transmissions (kbb_us).",
  tag: "catalogues",
  access: ALL_ROLES,
  schema: {
    params: SessionParams,
    response: Type.Object({
      success: Type.Literal(true),
      year: Type.Union([Type.Integer(), Type.Null()]),
      vehicle_trims: Type.Array(TrimEntry),
      vehicle_trims_pack: Type.Array(TrimEntry),
      vehicle_ext_colors: Type.Array(
        Type.Object({
          ext_color: Type.Object({
            id: Type.String(),
            color_code: Type.String(),
            color_name: Type.String(),
            generic_name: Type.String(),
            hex_value: Type.String(),
          }),
        }),
      ),
      vehicle_int_colors: Type.Array(
        Type.Object({
          int_color: Type.Object({ id: Type.String(), color_code: Type.String(), color_name: Type.String() }),
        }),
      ),
      vehicle_transmissions: Type.Array(Type.Object({ transmission: Type.Object({ name: Type.String() }) })),
    }),
  },
});

import { type Static, Type } from "typebox";

/** Shared shapes of the task-engine calls (product §3 task response, inspection info, vehicle data, damage). */
export const Uuid = Type.String({
  pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$",
});
export const IdParams = Type.Object({ id: Uuid });

export const OptionItem = Type.Object({ name: Type.String(), description: Type.String() });
const Loose = Type.Record(Type.String(), Type.Unknown());

export const InspectionOptions = Type.Object(
  {
    damage_table: Type.Optional(Type.String({ maxLength: 32 })),
    damages_source: Type.Optional(Type.String({ maxLength: 32 })),
    decode: Type.Optional(Type.String({ maxLength: 32 })),
    usecase: Type.Optional(Type.String({ maxLength: 32 })),
    qc_only_accept: Type.Optional(Type.Boolean()),
    qc_on_having_odometer: Type.Optional(Type.Boolean()),
    skip_vehicle_data_check: Type.Optional(Type.Boolean()),
    skip_vehicle_record_check: Type.Optional(Type.Boolean()),
    reject_vin_not_from_vehicle: Type.Optional(Type.Boolean()),
    customized: Type.Optional(
      Type.Object({
        custom_skip_qc: Type.Optional(Type.Array(Type.String({ maxLength: 4 }), { maxItems: 20 })),
        skip_vin: Type.Optional(Type.Boolean()),
      }),
    ),
    /** Ours: how damage work is cut into tasks (domain/photoCodes DamageMode); default split. */
    damage_mode: Type.Optional(
      Type.Union([Type.Literal("full"), Type.Literal("split"), Type.Literal("all")]),
    ),
  },
  { additionalProperties: false },
);
export type InspectionOptions = Static<typeof InspectionOptions>;

export const Theme = Type.Object({
  name: Type.String({ maxLength: 64 }),
  themeColor: Type.Optional(Type.String()),
});

const Str = (max = 64) => Type.Optional(Type.String({ maxLength: max }));
const StrOrNum = Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Number()]));

/** Vehicle data fields (product §3), every one optional on the wire. */
export const VehicleDataFields = {
  vin: Str(32),
  serial: Str(),
  pin: Str(),
  plate_number: Str(32),
  make: Str(),
  year: StrOrNum,
  model: Str(),
  body_type: Str(),
  trim_id: StrOrNum,
  option_id: StrOrNum,
  ext_id: StrOrNum,
  int_id: StrOrNum,
  int_status: Str(),
  trans_agent: Str(),
  odom_reading: StrOrNum,
  odom_unit: Str(8),
  wheel_front_left: Str(),
  wheel_front_right: Str(),
  wheel_rear_left: Str(),
  wheel_rear_right: Str(),
  source: Str(),
  createVehicle: Type.Optional(Type.Boolean()),
};

/** A vehicle as a VIN names it: what is not known is null (domain/vehicleMismatch.ts). */
export const VehicleIdentity = Type.Object({
  year: Type.Union([Type.Integer(), Type.Null()]),
  make: Type.Union([Type.String(), Type.Null()]),
  model: Type.Union([Type.String(), Type.Null()]),
});

/** A decoded VIN that names another vehicle than the inspection knew (issue 21). */
export const VehicleMismatch = Type.Object({ decoded: VehicleIdentity, known: VehicleIdentity });

export const Point = Type.Object({ x: Type.Number(), y: Type.Number() });
export const Size = Type.Object({ width: Type.Number({ minimum: 1 }), height: Type.Number({ minimum: 1 }) });

/** A damage as the agent marks it (product §3 Damage). damage_location is in original-image pixels. */
export const DamageInput = Type.Object(
  {
    /** A QC answer's damage that is one of the inspector's, kept or changed: its id (issue 23). */
    id: Type.Optional(Uuid),
    component: Type.String({ minLength: 1, maxLength: 64 }),
    damage_group: Type.String({ maxLength: 16 }),
    material: Str(),
    source: Str(),
    damage_name: Type.String({ minLength: 1, maxLength: 64 }),
    damage_type: Str(),
    label: Str(),
    grade_score: Type.Optional(Type.Number({ minimum: 0, maximum: 10 })),
    unit_measure: Str(16),
    damage_location: Type.Optional(Point),
    actual_image: Type.Optional(Size),
  },
  { additionalProperties: false },
);
export type DamageInput = Static<typeof DamageInput>;

export const Damage = Type.Object({
  _id: Type.String(),
  component: Type.String(),
  damage_group: Type.String(),
  material: Type.Union([Type.String(), Type.Null()]),
  source: Type.Union([Type.String(), Type.Null()]),
  damage_name: Type.String(),
  damage_type: Type.Union([Type.String(), Type.Null()]),
  grade_score: Type.Union([Type.Number(), Type.Null()]),
  unit_measure: Type.Union([Type.String(), Type.Null()]),
  damage_location: Type.Union([Point, Type.Null()]),
  actual_image: Type.Union([Size, Type.Null()]),
});
export type Damage = Static<typeof Damage>;

export const TaskView = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  type: Type.String(),
  photoCode: Type.String(),
  image_cap: Type.Union([Type.String(), Type.Null()]),
  /** The original (super) image when it differs from image_cap's web WebP; F switches between them. */
  image_super: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  options: Type.Object({
    decodeFailed: Type.Boolean(),
    supportView: Type.Array(Type.String()),
    cageInfo: Type.Union([Loose, Type.Null()]),
    originalAnswer: Type.Optional(Type.Union([Loose, Type.Null()])),
    /** QC: the skill of the task being re-checked, so the QA sees that task's form. */
    originalName: Type.Optional(Type.String()),
    /** QC: that task's option lists (int_status, wheel_material, …): its form offers the same choices. */
    originalOptions: Type.Optional(Type.Record(Type.String(), Type.Array(OptionItem))),
    /** QC: that task's accept and reject reasons, so the inspector's reason reads as the catalogue says. */
    originalReasons: Type.Optional(Type.Array(OptionItem)),
    /** QC: that task's slot type (damage: the QA marks on the photo as the inspector did). */
    originalSlotType: Type.Optional(Type.String()),
    /** QC: the damages the inspector's answer marked, which the QA keeps, changes or removes by id. */
    originalDamages: Type.Optional(Type.Array(Damage)),
  }),
  message: Type.String(),
  priority: Type.Integer(),
  leaseExpiresAt: Type.String(),
  plusTimeUsed: Type.Boolean(),
  damages: Type.Array(Damage),
});

export const TaskSlotView = Type.Object({
  type: Type.String(),
  photoCode: Type.String(),
  inspects: Type.Object({
    name: Type.String(),
    time: Type.Number(),
    position: Type.Optional(Type.String()),
    type: Type.String(),
    options: Type.Record(Type.String(), Type.Array(OptionItem)),
  }),
  supportView: Type.Array(Type.String()),
});

export const TaskSettingView = Type.Object({
  type: Type.String(),
  accepts: Type.Array(OptionItem),
  rejects: Type.Array(OptionItem),
  description: Type.String(),
});

export const InspectionView = Type.Object({
  _id: Type.String(),
  inspectionID: Type.String(),
  sessionID: Type.String(),
  group: Type.String(),
  qcPassed: Type.Boolean(),
  inspectionThemes: Type.Array(Theme),
  options: Loose,
  completedAt: Type.Union([Type.String(), Type.Null()]),
  /** The latest earlier inspection of the same VIN ('Data Same Vin'), with its vehicle data. */
  sameInspection: Type.Optional(
    Type.Union([
      Type.Object({
        sessionID: Type.String(),
        finishedAt: Type.Union([Type.String(), Type.Null()]),
        updatedAt: Type.String(),
        vehicle: Loose,
      }),
      Type.Null(),
    ]),
  ),
});

export const VehicleView = Type.Object({
  vin: Type.Union([Type.String(), Type.Null()]),
  year: Type.Union([Type.Integer(), Type.Null()]),
  make: Type.Union([Type.String(), Type.Null()]),
  model: Type.Union([Type.String(), Type.Null()]),
  bodyType: Type.Union([Type.String(), Type.Null()]),
  vrm: Type.Union([Type.String(), Type.Null()]),
  data: Loose,
  /**
   * The damage table's series of the vehicle (domain/damageSeries.ts), which a bmw damage lookup sends
   * as series_nme; null when unknown or the inspection's table has none. Task responses only.
   */
  series: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});

/** The cage matched to the task's vehicle, with its SVG for the task's photo code (product §3 "cage (svg)"). */
/** A cage part's label as the cage editor stored it: the part id in the SVG, a catalogue name, its group. */
export const CagePartLabel = Type.Object({ id: Type.String(), label: Type.String(), group: Type.String() });
export type CagePartLabel = Static<typeof CagePartLabel>;

export const CageView = Type.Object({
  _id: Type.String(),
  make: Type.String(),
  model: Type.String(),
  year: Type.Integer(),
  bodyType: Type.String(),
  trim: Type.String(),
  status: Type.String(),
  code: Type.String(),
  svg: Type.String(),
  /** 07 (right side) drawn from the left drawing: the workstation flips it horizontally. */
  mirrored: Type.Boolean(),
  /**
   * The labels cage editors gave the drawing's parts (the slot's labelData, issue 22): the workstation
   * names a part the SVG leaves unnamed by its entry here. Absent is the same as none.
   */
  labels: Type.Optional(Type.Array(CagePartLabel)),
});
export type CageView = Static<typeof CageView>;

/**
 * A reading of the task's VIN by a recognition model (product §3 "predictData.vin.predictions exists").
 * No model runs here yet: the list is always there and empty until predictions are stored.
 */
export const VinPrediction = Type.Object({ vin: Type.String(), confidence: Type.Number() });
export const PredictData = Type.Object({ vin: Type.Object({ predictions: Type.Array(VinPrediction) }) });
export type PredictData = Static<typeof PredictData>;

export const HomeworkResponse = Type.Object({
  success: Type.Boolean(),
  code: Type.Optional(Type.String()),
  message: Type.String(),
  task: Type.Union([TaskView, Type.Null()]),
  taskSlot: Type.Union([TaskSlotView, Type.Null()]),
  taskSetting: Type.Union([TaskSettingView, Type.Null()]),
  inspection: Type.Union([InspectionView, Type.Null()]),
  vehicle: Type.Union([VehicleView, Type.Null()]),
  cage: Type.Union([CageView, Type.Null()]),
  auto: Type.Boolean(),
  predictData: PredictData,
});
export type HomeworkResponse = Static<typeof HomeworkResponse>;

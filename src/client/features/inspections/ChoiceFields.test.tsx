// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { noVehicleLookups } from "../../../../tests/support/vehicleLookups.ts";
import { emptyTaskForm } from "../../../domain/taskForm.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { withProviders } from "../../testing/render.tsx";
import { ChoiceFields } from "./ChoiceFields.tsx";
import type { VehicleLookups } from "./useTaskLookups.ts";

const SLOT = {
  trans_agent: [
    { name: "Automatic", description: "Automatic transmission" },
    { name: "Manual", description: "Manual transmission" },
  ],
};
const EMPTY = noVehicleLookups(1990);
const tesla = {
  id: "tesla-model-3-2019-long-range-d1",
  name: "Long Range",
  trim: "Long Range",
  transmission: "1-speed direct drive",
  transmission_type_id: 1,
  engine: "Electric",
  engine_type: "Electric",
  fuel_type: "Electric",
  mfr_model_code: "",
  brand: "Tesla",
  model: "Model 3",
  year: 2019,
  trim_name: "Long Range",
  drivetrain: "AWD",
  source: "catalogue",
  trim_id: "tesla-model-3-2019-long-range-d1",
};
const TESLA: VehicleLookups = {
  ...EMPTY,
  year: 2019,
  vehicle_trims: [
    { trim: tesla, full_name: "2019 Tesla Model 3 Long Range", option: { option_id: `${tesla.id}.std` } },
  ],
  vehicle_trims_pack: [
    { trim: tesla, full_name: "2019 Tesla Model 3 Long Range", option: { option_id: `${tesla.id}.std` } },
  ],
  vehicle_ext_colors: [
    {
      ext_color: {
        id: "e1",
        color_code: "",
        color_name: "Pearl White Multi-Coat",
        generic_name: "White",
        hex_value: "",
      },
    },
  ],
  vehicle_transmissions: [{ transmission: { name: "1-speed direct drive" } }],
};

const show = (lookups: VehicleLookups) =>
  render(
    withProviders(
      <ChoiceFields
        sections={["trim", "transmission", "extColor"]}
        form={emptyTaskForm({ createToggleOn: true })}
        errors={{}}
        lookups={lookups}
        lookupsLoading={false}
        slotOptions={SLOT}
        interiorChoices={[]}
        disabled={false}
        onChange={() => {}}
      />,
    ),
  );
const optionTexts = (label: string) =>
  within(screen.getByLabelText(label))
    .getAllByRole("option")
    .map((o) => o.textContent);

describe("ChoiceFields with the vehicle lookups", () => {
  it("a Tesla is offered its packs, Automatic only and its colours without an unknown code", () => {
    show(TESLA);
    expect(optionTexts(TEXTS.trimLabel)).toEqual([TEXTS.chooseOption, "2019 Tesla Model 3 Long Range"]);
    expect(optionTexts(TEXTS.transmissionLabel)).toEqual([TEXTS.chooseOption, "Automatic transmission"]);
    expect(optionTexts(TEXTS.extColorLabel)).toEqual([TEXTS.chooseOption, "Pearl White Multi-Coat (White)"]);
    expect(screen.queryByText(TEXTS.noData)).toBeNull();
  });

  it("a vehicle without catalogue trims: empty lists, 'No data to display.', the slot's transmissions", () => {
    show(EMPTY);
    expect(optionTexts(TEXTS.trimLabel)).toEqual([TEXTS.chooseOption]);
    expect(screen.getByText(TEXTS.noData)).toBeTruthy();
    expect(optionTexts(TEXTS.transmissionLabel)).toEqual([
      TEXTS.chooseOption,
      "Automatic transmission",
      "Manual transmission",
    ]);
    expect(optionTexts(TEXTS.extColorLabel)).toEqual([TEXTS.chooseOption]);
  });
});

import { Spinner } from "@fluentui/react-components";
import { useEffect, useState } from "react";
import { loadText } from "../../../../canvas/loaders.ts";
import { TEXTS } from "../../../../domain/texts.ts";
import type { TaskPayload } from "../boardStore.ts";
import { MarkCanvas } from "./MarkCanvas.tsx";

/**
 * Mark mode on the demo page: a damage_full task on a damage slot of the outline drawing, with the
 * default damage table (served by the real /api/damages). What is marked lands in damageStore, as in
 * the workspace.
 */
export function DemoMark({ photo, cage, photoCode }: { photo: string; cage: string; photoCode: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    void loadText(cage, controller.signal).then((text) => !controller.signal.aborted && setSvg(text));
    return () => controller.abort();
  }, [cage]);
  if (svg === null) return <Spinner label={TEXTS.wsCageLoading} />;
  const payload = {
    success: true,
    message: "",
    task: {
      _id: "demo",
      name: "damage_full",
      type: "damage",
      photoCode,
      image_cap: photo,
      options: { decodeFailed: false, supportView: [], cageInfo: null },
      message: "",
      priority: 0,
      leaseExpiresAt: new Date().toISOString(),
      plusTimeUsed: false,
      damages: [],
    },
    taskSlot: {
      type: "damage",
      photoCode,
      inspects: { name: "damage_full", time: 0, type: "damage", options: {} },
      supportView: [],
    },
    taskSetting: null,
    inspection: null,
    vehicle: null,
    cage: { svg, mirrored: false },
    auto: false,
  } as unknown as TaskPayload;
  return <MarkCanvas payload={payload} onLoaded={() => {}} />;
}

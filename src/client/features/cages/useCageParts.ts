import { useEffect, useState } from "react";
import { createCageParser } from "../../../../workers/cage-parse/client.ts";
import { requestBlob } from "../../api/http.ts";
import type { LabelPart } from "./labelState.ts";

/**
 * The slot's cage SVG (text) and its parts, parsed by the same parser the workstation uses, so a part's
 * index here is the workstation's index. Every part has an id (generated when the drawing gives none,
 * the same for the same file), so every part can carry a label.
 */
export function useCageParts(url: string | null): {
  svg: string | null;
  parts: LabelPart[] | null;
  failed: boolean;
} {
  const [state, setState] = useState<{ svg: string | null; parts: LabelPart[] | null; failed: boolean }>({
    svg: null,
    parts: null,
    failed: false,
  });
  useEffect(() => {
    setState({ svg: null, parts: null, failed: false });
    if (!url) return;
    const controller = new AbortController();
    const parser = createCageParser();
    void (async () => {
      const blob = await requestBlob(url, controller.signal);
      const svg = blob ? await blob.text() : null;
      if (controller.signal.aborted) return;
      if (!svg) return setState({ svg: null, parts: null, failed: true });
      try {
        const { cage } = await parser.prepare(svg);
        if (controller.signal.aborted) return;
        const parts = cage.parts.map((p) => ({
          index: p.index,
          id: p.id,
          name: p.name,
          group: p.group,
          captions: p.captions,
          generatedId: p.generatedId,
        }));
        setState({ svg, parts, failed: false });
      } catch {
        if (!controller.signal.aborted) setState({ svg, parts: null, failed: true });
      }
    })();
    return () => {
      controller.abort();
      parser.dispose();
    };
  }, [url]);
  return state;
}

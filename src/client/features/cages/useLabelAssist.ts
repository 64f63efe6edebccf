import { useMemo, useRef, useState } from "react";
import { nextUnlabelled, popUndo, progressOf, pushUndo, type UndoStack } from "../../../domain/labelFlow.ts";
import type { LabelGroup } from "../../../domain/partNames.ts";
import {
  acceptable,
  DEFAULT_SUGGESTION_THRESHOLD,
  type LabelSuggestion,
  suggestLabels,
} from "../../../domain/partSuggest.ts";
import type { LabelPart, Labels } from "./labelState.ts";

export interface LabelAssist {
  /** The cage's body type: suggestions and the picker prefer the part names it can have. */
  readonly bodyType: string | null;
  readonly suggestions: ReadonlyMap<string, LabelSuggestion>;
  readonly threshold: number;
  setThreshold(value: number): void;
  /** Suggestions at or above the threshold for parts still unlabelled: what "accept all" takes. */
  readonly ready: number;
  readonly progress: { done: number; total: number };
  readonly canUndo: boolean;
  /** Labels the part and moves to the next unlabelled one (unless `advance` is false: the list's own picker). */
  assign(partId: string, pick: { label: string; group: LabelGroup } | null, advance?: boolean): void;
  acceptAll(): number;
  skip(step: 1 | -1): void;
  undo(): void;
}

/**
 * The labelling page's flow (issue 22): suggestions from the drawing's own names, "accept all above X",
 * assign-and-next, N / Shift+N skips, undo. Every change goes through `change` (the page claims the
 * label lock at the first one) and is undoable; the selected part is the one being labelled.
 */
export function useLabelAssist(
  parts: readonly LabelPart[] | null,
  labels: Labels,
  change: (next: Labels) => void,
  selected: string | null,
  select: (id: string | null) => void,
  bodyType: string | null = null,
): LabelAssist {
  const [threshold, setThreshold] = useState(DEFAULT_SUGGESTION_THRESHOLD);
  const [undoStack, setUndoStack] = useState<UndoStack<Labels>>([]);
  const suggestions = useMemo(() => suggestLabels(parts ?? [], bodyType), [parts, bodyType]);
  const ids = useMemo(() => (parts ?? []).map((p) => p.id), [parts]);
  // Undo must see the labels of this render, not of the one its handler was made in.
  const latest = useRef({ labels, selected });
  latest.current = { labels, selected };

  const commit = (next: Labels) => {
    setUndoStack((stack) => pushUndo(stack, latest.current));
    change(next);
  };
  const isIn = (l: Labels) => (id: string) => l.has(id);

  return {
    bodyType,
    suggestions,
    threshold,
    setThreshold,
    ready: acceptable(suggestions, threshold, isIn(labels)).length,
    progress: progressOf(ids, isIn(labels)),
    canUndo: undoStack.length > 0,
    assign(partId, pick, advance = true) {
      const next = new Map(labels);
      if (pick) next.set(partId, pick);
      else next.delete(partId);
      commit(next);
      if (advance) select(nextUnlabelled(ids, isIn(next), partId) ?? partId);
    },
    acceptAll() {
      const taken = acceptable(suggestions, threshold, isIn(labels));
      if (taken.length === 0) return 0;
      const next = new Map(labels);
      for (const [id, s] of taken) next.set(id, { label: s.label, group: s.group });
      commit(next);
      select(nextUnlabelled(ids, isIn(next), null));
      return taken.length;
    },
    skip(step) {
      const to = nextUnlabelled(ids, isIn(labels), selected, step);
      if (to) select(to);
    },
    undo() {
      const back = popUndo(undoStack);
      if (!back) return;
      setUndoStack(back.rest);
      change(back.step.labels);
      select(back.step.selected);
    },
  };
}

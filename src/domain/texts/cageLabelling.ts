/**
 * Labelling a drawing's parts in one pass (issue 22 items 2 and 3; all ours): suggestions from the
 * drawing's own names, the type-ahead picker, next part, undo and progress. Part of TEXTS (../texts.ts).
 */
const percent = (x: number): string => `${Math.round(x * 100)} %`;

export const CAGE_LABELLING_TEXTS = {
  labelSuggestions: "Suggestions",
  labelSuggestionsFound: (count: number) =>
    count === 1 ? "1 part has a suggested label." : `${count} parts have a suggested label.`,
  labelNoSuggestions: "No suggestions: no name in this drawing matches a part name.",
  labelThreshold: "Lowest confidence to accept",
  labelAcceptAll: (count: number, threshold: number) => `Accept ${count} at ${percent(threshold)} or more`,
  labelAccepted: (count: number) =>
    count === 1 ? "1 suggestion accepted." : `${count} suggestions accepted.`,
  labelSuggested: (text: string, confidence: number) => `Suggested: ${text} (${percent(confidence)})`,
  labelPicker: "Label picker",
  labelPickerFor: (part: string) => `Label for ${part}`,
  labelPickerPlaceholder: "Type a part name, e.g. door fr l",
  labelPickerHelp: "Enter: assign and go to the next unlabelled part · N / Shift+N: skip · Ctrl+Z: undo",
  labelPickerNone: "No part name matches.",
  labelPickerChoose: "Click a part on the photo or in the list to label it.",
  labelCurrent: (text: string) => `Now: ${text}`,
  labelProgress: (done: number, total: number) => `${done} of ${total} parts labelled`,
  labelAllDone: "Every part has a label.",
  labelUndo: "Undo",
  labelNextPart: "Next unlabelled",
  labelPreviousPart: "Previous unlabelled",
  labelHoverNone: (part: string) => `${part}: not labelled`,
  labelLegend: "Colours on the drawing",
  labelLegendLabelled: "Labelled (its group's colour)",
  labelLegendSuggested: "Suggested, not accepted yet (pale, outlined)",
  labelLegendNone: "Not labelled",
  labelHoverLabelled: (part: string, text: string) => `${part}: ${text}`,
} as const;

/**
 * Making cages and keeping labelling work safe (issue 22 items 4 and 5; all ours): the create dialog and
 * the import command, the confirm before a status action that cannot be undone, the label lock's
 * banner, drafts of unsaved labels and the question before leaving them. Part of TEXTS (../texts.ts).
 */
export const CAGE_EDIT_TEXTS = {
  // Create a cage
  cageNew: "New cage",
  cageCreate: "Create cage",
  cageCreatedAlert: "Cage created.",
  cageCreateForm: "New cage information",
  cageTextTooLong: (max: number) => `At most ${max} characters.`,
  historyCageCreated: (source: string) =>
    source === "import" ? "imported from a cage folder" : "created in the Cage Manager",
  // Status actions that cannot be undone ask first
  cageActionConfirm: (action: string, title: string) => `${action} ${title}?`,
  cageDeleteWarning: "A deleted cage leaves the Cage Manager for good: this cannot be undone.",
  cageArchiveWarning:
    "An archived cage is no longer offered to agents; only an ACTIVE action brings it back.",
  // Label lock banner
  labelLockBanner: "Label lock",
  labelLockYours: (since: string, minutes: number) =>
    `You hold this label since ${since}. It is released after ${minutes} idle minutes.`,
  labelLockHeld: (username: string, since: string) =>
    `${username} is labelling this photo since ${since}: read-only until they finish or the lock lapses.`,
  labelLockHeldTakeOver: (username: string, since: string) =>
    `${username} is labelling this photo since ${since}. You may take the label over.`,
  labelLockLapsed: (username: string, since: string) =>
    `${username} started labelling at ${since} but has been idle: your first change takes the label.`,
  labelTakeOver: "Take over",
  labelTakeOverConfirm: (username: string) =>
    `Take the label over from ${username}? Their unsaved labels are discarded and they can no longer save.`,
  labelTakenOver: "You hold the label now.",
  // Drafts of unsaved labels
  labelDraftStatus: "Draft",
  labelDraftSaving: "Saving a draft of your unsaved labels…",
  labelDraftSaved: (at: string) => `Unsaved labels kept as a draft at ${at}.`,
  labelDraftRestored: (at: string) => `Your unsaved labels from ${at} are restored.`,
  labelDraftFailed: (message: string) => `The draft could not be kept: ${message}`,
  labelDraftDiscard: "Discard draft",
  labelDraftDiscarded: "Draft discarded: the saved labels are shown.",
  labelDraftNotHolder: "Only the label's holder keeps a draft: take the label first.",
  labelLeaveConfirm:
    "Your labels are not saved. A draft is kept and comes back when you reopen this photo. Leave anyway?",
  // Import command (server)
  cageImportNoJson: "The folder has no cage.json.",
  cageImportBadJson: (message: string) => `cage.json is not valid JSON: ${message}`,
  cageImportNotObject: "cage.json must be an object with group, make, model, year and bodyType.",
  cageImportField: (field: string, message: string) => `cage.json ${field}: ${message}`,
  cageImportUnknownSlot: (code: string, codes: string) => `Slot "${code}" is not a cage slot (${codes}).`,
  cageImportUnknownKind: (code: string, kind: string) =>
    `Slot ${code}: "${kind}" is not photo, cage or outline.`,
  cageImportBadFileName: (name: string) => `"${name}" must be a file name in the folder.`,
  cageImportMissingFile: (name: string) => `${name} is not in the folder.`,
  cageImportBadFile: (name: string, message: string) => `${name}: ${message}`,
  cageImportUnknownKey: (key: string) =>
    `cage.json: "${key}" is not one of group, make, model, year, bodyType, trim, code, slots.`,
  cageImportSlotsShape:
    'cage.json slots must map a slot code to its files, e.g. {"05": {"cage": "front.svg"}}.',
} as const;

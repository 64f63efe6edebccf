import { Link, makeStyles, Subtitle2, Text, tokens } from "@fluentui/react-components";
import type { TaskFailedView } from "../../../contract/taskFailed.ts";
import { formatRowTime } from "../../../domain/dateRange.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { linkify } from "./linkify.ts";

const useStyles = makeStyles({
  section: { display: "grid", gap: tokens.spacingVerticalS },
  list: { margin: 0, padding: 0, listStyleType: "none", display: "grid", gap: tokens.spacingVerticalS },
  note: {
    padding: tokens.spacingVerticalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  meta: { display: "flex", gap: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground3 },
  // product §5: line breaks are kept.
  message: { whiteSpace: "pre-wrap", overflowWrap: "anywhere" },
});

/** The notes thread: who, role, when, and the message with clickable links (product §5). */
export function NotesThread({ notes, timezone }: { notes: TaskFailedView["notes"]; timezone: string }) {
  const styles = useStyles();
  return (
    <section className={styles.section} aria-label={TEXTS.notesTitle}>
      <Subtitle2 as="h2">{TEXTS.notesTitle}</Subtitle2>
      {notes.length === 0 ? (
        <Text as="p">{TEXTS.notesEmpty}</Text>
      ) : (
        <ol className={styles.list}>
          {notes.map((note) => (
            <li key={`${note.messAt}-${note.username}`} className={styles.note}>
              <div className={styles.meta}>
                <Text weight="semibold">{note.username}</Text>
                <Text size={200}>{note.role}</Text>
                <Text size={200}>{formatRowTime(new Date(note.messAt), timezone)}</Text>
              </div>
              <Text as="p" className={styles.message}>
                {linkify(note.message).map((part, j) =>
                  part.kind === "link" ? (
                    // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed message
                    <Link key={j} href={part.href} target="_blank" rel="noopener noreferrer">
                      {part.text}
                    </Link>
                  ) : (
                    part.text
                  ),
                )}
              </Text>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

import { Body1, Caption1, Link, makeStyles, Text, tokens } from "@fluentui/react-components";
import type { Cage } from "../../../contract/cages.ts";
import { formatMinute } from "../../../domain/dateRange.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { historyText, splitLinks } from "./historyText.ts";

const useStyles = makeStyles({
  list: {
    listStyle: "none",
    margin: 0,
    padding: 0,
    display: "flex",
    flexDirection: "column",
    gap: tokens.spacingVerticalS,
  },
  item: { borderLeft: `3px solid ${tokens.colorBrandStroke1}`, paddingLeft: tokens.spacingHorizontalM },
  message: { whiteSpace: "pre-wrap", overflowWrap: "anywhere" },
});

/** Notes (product §2): who, when, type and the message (links clickable, line breaks kept). */
export function CageNotes({ notes, timezone }: { notes: Cage["cageNotes"]; timezone: string }) {
  const styles = useStyles();
  if (notes.length === 0) return <Text>{TEXTS.noNotes}</Text>;
  return (
    <ul className={styles.list}>
      {notes.map((n) => (
        <li key={n._id} className={styles.item}>
          <Caption1 block>
            {n.type} · {n.owner.username} · {formatMinute(new Date(n.createdAt), timezone)}
          </Caption1>
          <Body1 as="p" className={styles.message}>
            {splitLinks(n.message).map((piece, i) =>
              piece.href ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: pieces of one fixed message
                <Link key={i} href={piece.href} target="_blank" rel="noopener noreferrer">
                  {piece.text}
                </Link>
              ) : (
                piece.text
              ),
            )}
          </Body1>
        </li>
      ))}
    </ul>
  );
}

/** History (product §4): event, what changed (old → new), who and when; newest first. */
export function CageHistory({ histories, timezone }: { histories: Cage["cageHistories"]; timezone: string }) {
  const styles = useStyles();
  if (histories.length === 0) return <Text>{TEXTS.noHistory}</Text>;
  return (
    <ul className={styles.list}>
      {[...histories].reverse().map((h) => (
        <li key={h._id} className={styles.item}>
          <Caption1 block>
            {h.owner.username} · {formatMinute(new Date(h.createdAt), timezone)}
          </Caption1>
          <Body1 as="p" className={styles.message}>
            <Text weight="semibold">{h.event}</Text> {historyText(h.event, h.options)}
          </Body1>
        </li>
      ))}
    </ul>
  );
}

import { Button, makeStyles, mergeClasses, Subtitle2, tokens } from "@fluentui/react-components";
import type { ReactElement } from "react";
import {
  acceptKeyHints,
  acceptShortcuts,
  finishKeyHints,
  finishShortcuts,
  rejectKeyHint,
} from "../../../domain/decisionKeys.ts";
import type { RejectOption } from "../../../domain/rejectButtons.ts";
import { TEXTS } from "../../../domain/texts.ts";

const useStyles = makeStyles({
  buttons: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalS },
  // Alt+R waits for its digit: the reasons' hints say so.
  armed: {
    outline: `${tokens.strokeWidthThick} dashed ${tokens.colorBrandStroke1}`,
    outlineOffset: tokens.spacingHorizontalXS,
  },
  decision: { display: "inline-flex", alignItems: "center", gap: tokens.spacingHorizontalXS },
  hint: {
    fontSize: tokens.fontSizeBase100,
    color: tokens.colorNeutralForeground3,
    fontFamily: tokens.fontFamilyMonospace,
  },
});

/**
 * A decision button with its keys (src/domain/decisionKeys.ts) beside it, outside the button: its
 * accessible name and text stay the option's description, which journeys and people look it up by.
 */
function Decision({ button, hints }: { button: ReactElement; hints: readonly string[] }) {
  const styles = useStyles();
  return (
    <span className={styles.decision}>
      {button}
      {hints.map((hint) => (
        <kbd key={hint} className={styles.hint}>
          {hint}
        </kbd>
      ))}
    </span>
  );
}

/**
 * Accept buttons (product §2: one per accept option) and, on damage tasks, Finish. The primary decision
 * (Ctrl+Enter's) is the highlighted one: the accept options, or Finish once it comes first (isFinishFirst).
 */
export function AcceptButtons(props: {
  options: readonly RejectOption[];
  disabled: boolean;
  onAccept: (option: RejectOption) => void;
  /** Damage tasks: Finish, whether it can be used (damages marked), whether Ctrl+Enter takes it. */
  finish: { enabled: boolean; first: boolean; onFinish: () => void } | null;
}) {
  const styles = useStyles();
  const finishFirst = props.finish?.first ?? false;
  return (
    <>
      <Subtitle2 as="h2">{TEXTS.acceptButtons}</Subtitle2>
      <section className={styles.buttons} aria-label={TEXTS.acceptButtons}>
        {props.options.map((option, i) => (
          <Decision
            key={option.name}
            hints={acceptKeyHints(i, finishFirst)}
            button={
              <Button
                appearance={finishFirst ? "secondary" : "primary"}
                disabled={props.disabled}
                aria-keyshortcuts={acceptShortcuts(i, finishFirst)}
                onClick={() => props.onAccept(option)}
              >
                {option.description}
              </Button>
            }
          />
        ))}
        {props.finish && (
          <Decision
            hints={finishKeyHints(finishFirst)}
            button={
              <Button
                appearance={finishFirst ? "primary" : "secondary"}
                disabled={!props.finish.enabled}
                aria-keyshortcuts={finishShortcuts(finishFirst)}
                onClick={props.finish.onFinish}
              >
                {TEXTS.finish}
              </Button>
            }
          />
        )}
      </section>
    </>
  );
}

/** Reject buttons (product §5: the visible reasons), each with Alt+R and its digit. */
export function RejectButtons(props: {
  options: readonly RejectOption[];
  disabled: boolean;
  armed: boolean;
  onReject: (option: RejectOption) => void;
}) {
  const styles = useStyles();
  if (props.options.length === 0) return null;
  return (
    <>
      <Subtitle2 as="h2">{TEXTS.rejectButtons}</Subtitle2>
      <section
        className={mergeClasses(styles.buttons, props.armed && styles.armed)}
        aria-label={TEXTS.rejectButtons}
      >
        {props.options.map((option, i) => {
          const hint = rejectKeyHint(i);
          return (
            <Decision
              key={option.name}
              hints={hint ? [hint] : []}
              button={
                <Button disabled={props.disabled} onClick={() => props.onReject(option)}>
                  {option.description}
                </Button>
              }
            />
          );
        })}
      </section>
    </>
  );
}

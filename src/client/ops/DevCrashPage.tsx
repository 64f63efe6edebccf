import { Button, makeStyles, Text, Title2, tokens } from "@fluentui/react-components";
import { useState } from "react";
import { DEV_CRASH_BUTTON, DEV_CRASH_DEFAULT_MESSAGE, DEV_CRASH_TITLE } from "./devCrash.ts";

const useStyles = makeStyles({
  page: {
    display: "flex",
    flexDirection: "column",
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
  },
});

/** Throws while React renders it: the crash the app's error boundary exists for. */
function DevCrashingPanel({ message }: { message: string }): never {
  throw new Error(message);
}

/**
 * Development page: a button that makes the next render throw, so the crash fallback and the crash
 * report (with its component stack) can be seen end to end. Registered only with the development
 * pages (src/client/routes.tsx), never in a release build.
 */
export function DevCrashPage() {
  const styles = useStyles();
  const [crash, setCrash] = useState(false);
  const message = new URLSearchParams(window.location.search).get("message") || DEV_CRASH_DEFAULT_MESSAGE;
  return (
    <div className={styles.page}>
      <Title2 as="h1">{DEV_CRASH_TITLE}</Title2>
      <Text>{message}</Text>
      <div>
        <Button appearance="primary" onClick={() => setCrash(true)}>
          {DEV_CRASH_BUTTON}
        </Button>
      </div>
      {crash ? <DevCrashingPanel message={message} /> : null}
    </div>
  );
}

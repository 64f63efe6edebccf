import { makeStyles, Spinner, tokens } from "@fluentui/react-components";

const useStyles = makeStyles({
  root: { display: "flex", justifyContent: "center", padding: tokens.spacingVerticalXXXL },
});

/** Placeholder while a page's code or data loads. */
export function CenteredSpinner() {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <Spinner size="small" />
    </div>
  );
}

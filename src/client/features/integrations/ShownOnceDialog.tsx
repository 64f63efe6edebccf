import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Input,
  makeStyles,
  Text,
  tokens,
} from "@fluentui/react-components";
import { CopyRegular } from "@fluentui/react-icons";
import { TEXTS } from "../../../domain/texts.ts";

const useStyles = makeStyles({
  content: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalM },
  value: { fontFamily: tokens.fontFamilyMonospace, width: "100%" },
});

/**
 * A new API key or signing secret, the one time it is shown: the server keeps only a hash of a key, and
 * never answers a secret again. Closed, it is gone.
 */
export function ShownOnceDialog({
  title,
  note,
  value,
  onClose,
}: {
  title: string;
  note: string;
  value: string | null;
  onClose: () => void;
}) {
  const styles = useStyles();
  return (
    <Dialog open={value !== null} onOpenChange={(_e, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent className={styles.content}>
            <Text>{note}</Text>
            <Input
              className={styles.value}
              readOnly
              value={value ?? ""}
              aria-label={title}
              onFocus={(e) => e.currentTarget.select()}
            />
          </DialogContent>
          <DialogActions>
            <Button icon={<CopyRegular />} onClick={() => void navigator.clipboard?.writeText(value ?? "")}>
              {TEXTS.copyToClipboard}
            </Button>
            <Button appearance="primary" onClick={onClose}>
              {TEXTS.close}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

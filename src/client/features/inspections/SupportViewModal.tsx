import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  makeStyles,
  Slider,
  Spinner,
  Tab,
  TabList,
  Text,
  tokens,
} from "@fluentui/react-components";
import { useEffect, useState } from "react";
import { useSnapshot } from "valtio";
import { TEXTS } from "../../../domain/texts.ts";
import { useAuthImage } from "../../api/useAuthImage.ts";
import { useDialogFocus } from "../../ui/useDialogFocus.ts";
import { openerOrHome } from "./taskFocus.ts";
import { closeSupportView, openSupportView, supportViewStore } from "./workstation/supportViewStore.ts";

export const SUPPORT_ZOOM_MIN = 1;
export const SUPPORT_ZOOM_MAX = 4;

const useStyles = makeStyles({
  surface: { maxWidth: "min(1100px, 95vw)", width: "95vw" },
  frame: {
    height: "65vh",
    overflow: "auto",
    display: "flex",
    alignItems: "center",
    justifyContent: "center",
    backgroundColor: tokens.colorNeutralBackground3,
  },
  image: { maxWidth: "100%", maxHeight: "100%", transformOrigin: "center", transitionDuration: "80ms" },
});

function SupportImage({ url, zoom, alt }: { url: string; zoom: number; alt: string }) {
  const styles = useStyles();
  const { src, failed } = useAuthImage(url);
  if (failed) return <Text>{TEXTS.noSupportImage}</Text>;
  if (!src) return <Spinner />;
  return <img className={styles.image} src={src} alt={alt} style={{ transform: `scale(${zoom})` }} />;
}

/**
 * The Support View modal (product §2): the task's support photos, zoomable 1 to 4; when none exist,
 * 'I think the picture doesn't exist yet !!!!!!!'. Opened from the info bar's thumbnails (and by the
 * workstation's keys through the same store, closed again when the key is released). Closed, the focus
 * goes back to what opened it, else to the task's home (issue 21).
 */
export function SupportViewModal() {
  const styles = useStyles();
  const { index, images } = useSnapshot(supportViewStore);
  const [zoom, setZoom] = useState(SUPPORT_ZOOM_MIN);
  // Mounted closed, then opened (LazySupportView mounts it when first opened): a Fluent Dialog open on
  // its first render is left aria-hidden in jsdom.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const url = index === null ? null : (images[index] ?? null);
  const open = mounted && index !== null;
  const close = useDialogFocus(open, openerOrHome);
  return (
    <Dialog
      open={open}
      onOpenChange={(_, data) => {
        if (!data.open) {
          closeSupportView();
          setZoom(SUPPORT_ZOOM_MIN);
        }
      }}
    >
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{TEXTS.supportViewTitle}</DialogTitle>
          <DialogContent>
            {images.length > 1 && (
              <TabList
                selectedValue={String(index)}
                onTabSelect={(_, data) => openSupportView(Number(data.value))}
              >
                {images.map((_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for the task
                  <Tab key={i} value={String(i)}>
                    {TEXTS.supportThumb(i + 1)}
                  </Tab>
                ))}
              </TabList>
            )}
            <Field label={TEXTS.zoomLabel}>
              <Slider
                min={SUPPORT_ZOOM_MIN}
                max={SUPPORT_ZOOM_MAX}
                step={0.5}
                value={zoom}
                onChange={(_, data) => setZoom(data.value)}
              />
            </Field>
            <div className={styles.frame}>
              {url ? (
                <SupportImage url={url} zoom={zoom} alt={TEXTS.supportThumb((index ?? 0) + 1)} />
              ) : (
                <Text>{TEXTS.noSupportImage}</Text>
              )}
            </div>
          </DialogContent>
          <DialogActions>
            <Button ref={close} onClick={closeSupportView}>
              {TEXTS.close}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

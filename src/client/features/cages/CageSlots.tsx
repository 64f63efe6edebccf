import {
  Badge,
  Button,
  Card,
  CardHeader,
  makeStyles,
  Spinner,
  Subtitle2,
  Text,
  tokens,
} from "@fluentui/react-components";
import { TagRegular } from "@fluentui/react-icons";
import { useNavigate } from "react-router-dom";
import type { Cage, CageFiles } from "../../../contract/cages.ts";
import {
  type CageStatus,
  canEditCageFiles,
  mayChangeCages,
  type UploadKind,
} from "../../../domain/cageStatus.ts";
import type { Role } from "../../../domain/roles.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { CageFilePreview } from "./CageFilePreview.tsx";
import { labelButtonState } from "./labelButton.ts";
import { UploadButton } from "./UploadButton.tsx";

const useStyles = makeStyles({
  slots: {
    display: "grid",
    gridTemplateColumns: "repeat(auto-fill, minmax(520px, 1fr))",
    gap: tokens.spacingHorizontalL,
  },
  files: { display: "grid", gridTemplateColumns: "repeat(3, 1fr)", gap: tokens.spacingHorizontalM },
  file: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalXS },
  label: { display: "flex", alignItems: "center", gap: tokens.spacingHorizontalS },
  warning: {
    backgroundColor: tokens.colorStatusWarningBackground3,
    color: tokens.colorNeutralForegroundOnBrand,
    ":hover": {
      backgroundColor: tokens.colorStatusWarningForeground2,
      color: tokens.colorNeutralForegroundOnBrand,
    },
  },
  light: { backgroundColor: tokens.colorNeutralBackground3 },
});

const KINDS: { kind: UploadKind; key: "photo" | "cage" | "outline"; label: string }[] = [
  { kind: "photoFile", key: "photo", label: TEXTS.cageFilePhoto },
  { kind: "cageFile", key: "cage", label: TEXTS.cageFileCage },
  { kind: "outlineFile", key: "outline", label: TEXTS.cageFileOutline },
];

/**
 * Cage Detail (product §2): per photo slot its photo, cage and outline files, uploads (not for VIEWER and
 * TRAINEE) and the label button (shown by the domain's label-lock rule, idle locks lapsing).
 */
export function CageSlots({
  cage,
  files,
  user,
  labelLockIdleMinutes,
  onChanged,
}: {
  cage: Cage;
  files: CageFiles;
  user: { _id: string; role: Role };
  labelLockIdleMinutes: number;
  onChanged: () => void;
}) {
  const styles = useStyles();
  const navigate = useNavigate();
  const status = cage.status as CageStatus;
  const editable = canEditCageFiles(status, user.role);
  const clock = { now: Date.now(), idleMinutes: labelLockIdleMinutes };
  return (
    <div className={styles.slots}>
      {cage.cageDetails.map((detail) => {
        const slotFiles = files[detail.code];
        const slotName = `${detail.code} ${detail.name}`;
        const label = labelButtonState(status, detail, user, clock);
        return (
          <Card key={detail._id} role="group" aria-label={slotName}>
            <CardHeader
              header={<Subtitle2>{slotName}</Subtitle2>}
              action={
                <div className={styles.label}>
                  {label.spinner ? (
                    <Spinner size="tiny" label={TEXTS.cageLabelBy(detail.labelBy?.username ?? "")} />
                  ) : detail.labelStatus === "DONE" ? (
                    <Badge color="success" appearance="tint">
                      {TEXTS.cageLabelDone}
                    </Badge>
                  ) : null}
                  {label.visible ? (
                    <Button
                      size="small"
                      icon={<TagRegular />}
                      className={label.style === "warning" ? styles.warning : styles.light}
                      onClick={() =>
                        navigate(`/cageLabel/${cage._id}?code=${encodeURIComponent(detail.code)}`)
                      }
                    >
                      {TEXTS.cageLabelButton}
                    </Button>
                  ) : null}
                </div>
              }
            />
            <div className={styles.files}>
              {KINDS.map(({ kind, key, label: kindLabel }) => (
                <div key={kind} className={styles.file}>
                  <Text weight="semibold">{kindLabel}</Text>
                  {slotFiles ? (
                    <CageFilePreview file={slotFiles[key]} alt={TEXTS.cageFilePreview(kindLabel, slotName)} />
                  ) : null}
                  {mayChangeCages(user.role) ? (
                    <UploadButton
                      detailId={detail._id}
                      kind={kind}
                      label={kindLabel}
                      disabled={!editable}
                      onUploaded={onChanged}
                    />
                  ) : null}
                </div>
              ))}
            </div>
          </Card>
        );
      })}
    </div>
  );
}

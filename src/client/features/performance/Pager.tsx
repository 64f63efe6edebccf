import { Button, makeStyles, Select, SpinButton, Text, tokens } from "@fluentui/react-components";
import { ChevronLeftRegular, ChevronRightRegular } from "@fluentui/react-icons";
import { TEXTS } from "../../../domain/texts.ts";
import { PAGE_SIZES, type PageSize } from "./listQuery.ts";

const useStyles = makeStyles({
  pager: {
    position: "fixed",
    right: tokens.spacingHorizontalXL,
    bottom: tokens.spacingVerticalL,
    zIndex: 10,
    display: "flex",
    alignItems: "center",
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow16,
  },
  page: { width: "72px" },
});

/** The list pager, fixed at the bottom right (spec §2): page typed or stepped, page size 10/20/50. */
export function Pager({
  page,
  pages,
  limit,
  total,
  onPage,
  onLimit,
}: {
  page: number;
  pages: number;
  limit: PageSize;
  total: number;
  onPage: (page: number) => void;
  onLimit: (limit: PageSize) => void;
}) {
  const styles = useStyles();
  const last = Math.max(pages, 1);
  const first = total === 0 ? 0 : (page - 1) * limit + 1;
  return (
    <nav className={styles.pager} aria-label={TEXTS.listPagerLabel}>
      <Text size={200}>{TEXTS.pagerSummary(first, Math.min(page * limit, total), total)}</Text>
      <Button
        appearance="subtle"
        icon={<ChevronLeftRegular />}
        aria-label={TEXTS.pagerPrevious}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      />
      <SpinButton
        className={styles.page}
        aria-label={TEXTS.pagerPage(page)}
        value={page}
        min={1}
        max={last}
        onChange={(_, d) => {
          const next = d.value ?? Number(d.displayValue);
          if (Number.isInteger(next) && next >= 1 && next <= last && next !== page) onPage(next);
        }}
      />
      <Text size={200}>/ {last}</Text>
      <Button
        appearance="subtle"
        icon={<ChevronRightRegular />}
        aria-label={TEXTS.pagerNext}
        disabled={page >= last}
        onClick={() => onPage(page + 1)}
      />
      <Text size={200} aria-hidden>
        {TEXTS.pagerPageSize}
      </Text>
      <Select
        aria-label={TEXTS.pagerPageSize}
        value={String(limit)}
        onChange={(_, d) => onLimit(Number(d.value) as PageSize)}
      >
        {PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </Select>
    </nav>
  );
}

import {
  Button,
  Dropdown,
  Label,
  makeStyles,
  mergeClasses,
  Option,
  SpinButton,
  Text,
  tokens,
  useId,
} from "@fluentui/react-components";
import { ChevronLeftRegular, ChevronRightRegular } from "@fluentui/react-icons";
import { isPageSize, PAGE_SIZES, type PageSize } from "../../domain/constants.ts";
import { clampPage, pageButtons } from "../../domain/pager.ts";
import { TEXTS } from "../../domain/texts.ts";

const useStyles = makeStyles({
  bar: { display: "flex", flexWrap: "wrap", alignItems: "center", gap: tokens.spacingHorizontalS },
  fixed: {
    position: "fixed",
    right: tokens.spacingHorizontalXL,
    bottom: tokens.spacingVerticalL,
    zIndex: 10,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow16,
  },
  gap: { paddingInline: tokens.spacingHorizontalXS },
  pageButton: { minWidth: "36px" },
  label: { whiteSpace: "nowrap" },
  size: { minWidth: "88px" },
  typed: { width: "96px" },
});

/**
 * The one list pager (product §2, §9): page buttons with a window around the current page, the page
 * typed, page sizes 10/20/50 and a summary. The Cage Manager's sits under the table and shows only
 * when there is more than one page; the failed-task list's is fixed at the bottom right.
 */
export function Pager({
  current,
  pages,
  limit,
  summary,
  onPage,
  onLimit,
  fixed = false,
  hideSinglePage = false,
}: {
  current: number;
  pages: number;
  limit: number;
  /** What the page holds, e.g. "Page 1 of 3 (25 cages)". */
  summary: string;
  onPage: (page: number) => void;
  onLimit: (limit: PageSize) => void;
  fixed?: boolean;
  hideSinglePage?: boolean;
}) {
  const styles = useStyles();
  const pageId = useId("pager-page");
  const sizeId = useId("pager-size");
  if (hideSinglePage && pages <= 1) return null;
  const last = Math.max(1, pages);
  const go = (page: number) => {
    const next = clampPage(page, last);
    if (next !== current) onPage(next);
  };
  return (
    <nav className={mergeClasses(styles.bar, fixed && styles.fixed)} aria-label={TEXTS.pagerLabel}>
      <Button
        appearance="subtle"
        icon={<ChevronLeftRegular />}
        aria-label={TEXTS.previousPage}
        disabled={current <= 1}
        onClick={() => go(current - 1)}
      />
      {pageButtons(current, last).map((p, i) =>
        p === null ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
          <Text key={`gap-${i}`} className={styles.gap} aria-hidden>
            …
          </Text>
        ) : (
          <Button
            key={p}
            className={styles.pageButton}
            appearance={p === current ? "primary" : "secondary"}
            aria-current={p === current ? "page" : undefined}
            aria-label={`${TEXTS.pageNumberLabel} ${p}`}
            onClick={() => go(p)}
          >
            {p}
          </Button>
        ),
      )}
      <Button
        appearance="subtle"
        icon={<ChevronRightRegular />}
        aria-label={TEXTS.nextPage}
        disabled={current >= last}
        onClick={() => go(current + 1)}
      />
      <Label htmlFor={pageId} className={styles.label}>
        {TEXTS.pageNumberLabel}
      </Label>
      <SpinButton
        id={pageId}
        className={styles.typed}
        min={1}
        max={last}
        value={current}
        onChange={(_e, data) => {
          const typed = data.value ?? Number(data.displayValue);
          if (Number.isFinite(typed)) go(typed);
        }}
      />
      <Label htmlFor={sizeId} className={styles.label}>
        {TEXTS.pageSizeLabel}
      </Label>
      <Dropdown
        id={sizeId}
        className={styles.size}
        value={String(limit)}
        selectedOptions={[String(limit)]}
        onOptionSelect={(_e, data) => {
          const size = Number(data.optionValue);
          if (isPageSize(size)) onLimit(size);
        }}
      >
        {PAGE_SIZES.map((size) => (
          <Option key={size} value={String(size)}>
            {String(size)}
          </Option>
        ))}
      </Dropdown>
      <Text size={200}>{summary}</Text>
    </nav>
  );
}

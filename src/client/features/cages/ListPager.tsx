import {
  Button,
  Dropdown,
  Field,
  makeStyles,
  Option,
  SpinButton,
  Text,
  tokens,
} from "@fluentui/react-components";
import { ChevronLeftRegular, ChevronRightRegular } from "@fluentui/react-icons";
import { PAGE_SIZES } from "../../../domain/constants.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { pageButtons } from "./listQuery.ts";

const useStyles = makeStyles({
  bar: { display: "flex", flexWrap: "wrap", alignItems: "center", gap: tokens.spacingHorizontalS },
  gap: { paddingInline: tokens.spacingHorizontalXS },
  size: { minWidth: "88px" },
  typed: { width: "96px" },
});

/**
 * The list pager (spec §2, §9): shown only when there is more than one page; the page is chosen by
 * buttons or typed; sizes 10, 20, 50.
 */
export function ListPager({
  current,
  pages,
  total,
  limit,
  onPage,
  onLimit,
}: {
  current: number;
  pages: number;
  total: number;
  limit: number;
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
}) {
  const styles = useStyles();
  if (pages <= 1) return null;
  const go = (page: number) => onPage(Math.min(Math.max(1, Math.round(page)), pages));
  return (
    <nav className={styles.bar} aria-label={TEXTS.pagerLabel}>
      <Button
        icon={<ChevronLeftRegular />}
        aria-label={TEXTS.previousPage}
        disabled={current <= 1}
        onClick={() => go(current - 1)}
      />
      {pageButtons(current, pages).map((p, i) =>
        p === null ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
          <Text key={`gap-${i}`} className={styles.gap} aria-hidden>
            …
          </Text>
        ) : (
          <Button
            key={p}
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
        icon={<ChevronRightRegular />}
        aria-label={TEXTS.nextPage}
        disabled={current >= pages}
        onClick={() => go(current + 1)}
      />
      <Field label={TEXTS.pageNumberLabel} orientation="horizontal">
        <SpinButton
          className={styles.typed}
          min={1}
          max={pages}
          value={current}
          onChange={(_e, data) => {
            const typed = data.value ?? Number(data.displayValue);
            if (Number.isFinite(typed)) go(typed);
          }}
        />
      </Field>
      <Field label={TEXTS.pageSizeLabel} orientation="horizontal">
        <Dropdown
          className={styles.size}
          value={String(limit)}
          selectedOptions={[String(limit)]}
          onOptionSelect={(_e, data) => onLimit(Number(data.optionValue))}
        >
          {PAGE_SIZES.map((size) => (
            <Option key={size} value={String(size)}>
              {String(size)}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Text>{TEXTS.pageOf(current, pages, total)}</Text>
    </nav>
  );
}

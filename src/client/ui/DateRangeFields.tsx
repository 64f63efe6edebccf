import { Field, Input, makeStyles, Select, Text, tokens } from "@fluentui/react-components";
import type { ReactNode } from "react";
import { DAY_FORMAT, formatDay, TIME_OPTIONS } from "../../domain/dateRange.ts";
import { TEXTS } from "../../domain/texts.ts";

const useStyles = makeStyles({
  range: { display: "flex", flexWrap: "wrap", alignItems: "flex-end", gap: tokens.spacingHorizontalM },
  group: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalXXS },
  error: { color: tokens.colorPaletteRedForeground1 },
  end: { display: "flex", alignItems: "flex-end", gap: tokens.spacingHorizontalXS },
});

/**
 * The date range of the list (yyyy-MM-dd,HH:mm, hourly steps) and of the statistic (days only).
 * Days after today (in the user's timezone) cannot be picked; the time is a select of the 24 hourly
 * steps (product §9: 60-minute interval). Values are the spec's text formats; '' means not set.
 * `children` (the form's Search) sit on the inputs' line, above the range text and the error.
 */
export function DateRangeFields({
  withTime,
  from,
  to,
  timezone,
  error,
  onChange,
  onSubmit,
  children,
}: {
  withTime: boolean;
  from: string;
  to: string;
  timezone: string;
  error?: string | null;
  onChange: (range: { from: string; to: string }) => void;
  onSubmit: () => void;
  children?: ReactNode;
}) {
  const styles = useStyles();
  const today = formatDay(new Date(), timezone);
  const split = (value: string) => {
    const [day = "", time = ""] = value.split(",");
    return { day, time };
  };
  const end = (which: "from" | "to", value: string) => {
    const label = which === "from" ? TEXTS.rangeFrom : TEXTS.rangeTo;
    const { day, time } = split(value);
    const set = (nextDay: string, nextTime: string) => {
      const text =
        nextDay === ""
          ? ""
          : withTime
            ? `${nextDay},${nextTime || (which === "from" ? "00:00" : "23:00")}`
            : nextDay;
      onChange({ from, to, [which]: text });
    };
    return (
      <div className={styles.end}>
        <Field label={withTime ? TEXTS.rangeDate(label) : label}>
          <Input
            type="date"
            value={day}
            max={today}
            placeholder={DAY_FORMAT}
            onChange={(_, d) => set(d.value, time)}
            onKeyDown={(e) => e.key === "Enter" && onSubmit()}
          />
        </Field>
        {withTime ? (
          <Field label={TEXTS.rangeTime(label)}>
            <Select value={time} disabled={day === ""} onChange={(_, d) => set(day, d.value)}>
              <option value="" disabled hidden>
                --:--
              </option>
              {TIME_OPTIONS.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </Select>
          </Field>
        ) : null}
      </div>
    );
  };
  return (
    <div className={styles.group}>
      <div className={styles.range}>
        {end("from", from)}
        {end("to", to)}
        {children}
      </div>
      {from && to ? (
        <Text size={200} data-testid="range-text">
          {from} – {to}
        </Text>
      ) : null}
      {error ? (
        <Text role="alert" size={200} className={styles.error}>
          {error}
        </Text>
      ) : null}
    </div>
  );
}

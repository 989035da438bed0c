import { DatePicker, type DateValue, parseDate } from "@ark-ui/react/date-picker";
import { useEffect, useMemo, useState } from "react";
import { css, cx, sva } from "styled-system/css";
import { Icon } from "~/ui/icon/icon";
import { type CalendarLocale, type DateRules, dateNote, dateNoteText, formatLongDate, isIsoDate, markedReason } from "./date-notes";

// Ark UI's date picker (its chunk is about 25 KiB gzip, with @internationalized/date), imported by
// ./calendar-date-field when the browser is idle or on first use, never with the page (ADR 0013).
// It fills the native input through `onSelect`; the input stays the one control with the name.

export interface CalendarPopoverProps {
  className?: string;
  open: boolean;
  /** Escape, a chosen day, the close button or a click elsewhere. */
  onClose: () => void;
  /** The input's current value (YYYY-MM-DD or empty). */
  value: string;
  onSelect: (iso: string) => void;
  rules: DateRules;
  locale: CalendarLocale;
  /** The button that opens the calendar, the input it is placed under, and the calendar itself. */
  ids: { trigger: string; control: string; content: string };
}

const calendar = sva({
  slots: ["positioner", "content", "header", "title", "nav", "table", "head", "cell", "day", "marker", "note", "legend", "sample", "footer"],
  base: {
    positioner: { zIndex: "overlay" },
    content: {
      // Seven 2.5rem columns and the padding fit a 320 px wide screen (WCAG 1.4.10).
      w: "max-content",
      maxW: "calc(100vw - 1rem)",
      // At 200 % zoom a short viewport may not hold the whole calendar: it scrolls instead.
      maxH: "var(--available-height)",
      overflowY: "auto",
      layerStyle: "control",
      boxShadow: "md",
      p: "3",
      outline: "none",
    },
    header: { display: "flex", alignItems: "center", justifyContent: "space-between", gap: "2", mb: "2" },
    title: { fontWeight: "semibold", textTransform: "capitalize" },
    nav: {
      display: "inline-flex",
      alignItems: "center",
      justifyContent: "center",
      minW: "10",
      minH: "10",
      bg: "transparent",
      color: "fg.default",
      borderWidth: "1px",
      borderStyle: "solid",
      borderColor: "fg.muted",
      rounded: "md",
      cursor: "pointer",
      fontSize: "lg",
      _hover: { bg: "bg.subtle" },
      _disabled: { opacity: 0.55, cursor: "not-allowed" },
    },
    table: { borderCollapse: "collapse", mx: "auto" },
    head: { fontSize: "sm", fontWeight: "normal", color: "fg.muted", textAlign: "center", pb: "1", w: "10" },
    cell: { p: "0", textAlign: "center" },
    day: {
      position: "relative",
      display: "flex",
      alignItems: "center",
      justifyContent: "center",
      w: "10",
      h: "10",
      rounded: "md",
      cursor: "pointer",
      fontVariantNumeric: "tabular-nums",
      _hover: { bg: "bg.subtle" },
      "&[data-today]": { fontWeight: "bold", textDecoration: "underline", textUnderlineOffset: "3px" },
      "&[data-selected]": { bg: "fg.link", color: "bg.canvas", fontWeight: "semibold" },
      // Not by colour alone: days that cannot be chosen are struck through.
      "&[data-disabled]": { color: "fg.muted", textDecoration: "line-through", cursor: "not-allowed", _hover: { bg: "transparent" } },
      "&:focus-visible": { outline: "3px solid", outlineColor: "fg.link", outlineOffset: "0", zIndex: "1" },
      // The selected day is filled with the focus colour: its ring stands apart.
      "&[data-selected]:focus-visible": { outlineOffset: "2px" },
    },
    // Marked days carry a dot under the number (the reason is in the day's accessible name).
    marker: { position: "absolute", bottom: "1", left: "50%", transform: "translateX(-50%)", w: "1.5", h: "1.5", rounded: "full", bg: "currentColor" },
    note: { fontSize: "sm", mt: "2", mb: "0", maxW: "17.5rem", minH: "5" },
    legend: { listStyle: "none", p: "0", m: "0", mt: "2", display: "flex", flexDirection: "column", gap: "1", fontSize: "sm" },
    sample: {
      position: "relative",
      display: "inline-flex",
      alignItems: "center",
      justifyContent: "center",
      w: "6",
      h: "6",
      mr: "2",
      verticalAlign: "middle",
      borderWidth: "1px",
      borderStyle: "solid",
      borderColor: "border.default",
      rounded: "sm",
      fontSize: "xs",
    },
    footer: { display: "flex", justifyContent: "flex-end", mt: "2" },
  },
});

const closeClass = css({
  minH: "10",
  px: "3",
  bg: "transparent",
  color: "fg.default",
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "fg.muted",
  rounded: "md",
  fontWeight: "semibold",
  cursor: "pointer",
  _hover: { bg: "bg.subtle" },
});

const TIME_ZONES: Record<CalendarLocale, string> = { "nl-NL": "Europe/Amsterdam", "nl-BE": "Europe/Brussels" };

const toIso = (date: DateValue) => date.toString().slice(0, 10);

/** Today's date (YYYY-MM-DD) where the reader is. */
function todayIn(timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-GB", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(new Date());
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** The first day from today (kept within min..max) that can be chosen: where the calendar opens without a value. */
function firstChoosableDay(rules: DateRules, timeZone: string): DateValue {
  let day: DateValue = parseDate(todayIn(timeZone));
  if (isIsoDate(rules.min) && toIso(day) < rules.min) day = parseDate(rules.min);
  if (isIsoDate(rules.max) && toIso(day) > rules.max) return parseDate(rules.max);
  for (let step = 0; step < 366; step++) {
    const next = day.add({ days: step });
    const iso = toIso(next);
    if (isIsoDate(rules.max) && iso > rules.max) break;
    if (rules.unavailable?.[iso] === undefined) return next;
  }
  return day;
}

export function CalendarPopover({ className, open, onClose, value, onSelect, rules, locale, ids }: CalendarPopoverProps) {
  const styles = calendar();
  const timeZone = TIME_ZONES[locale];
  // Mounted closed first, so opening is a transition and Ark moves focus into the grid.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const isOpen = ready && open;
  const { min, max, unavailable, marked, markedWeekdays } = rules;
  const selected = useMemo(() => {
    // Ark would pull a date outside min..max into the range; such a value is simply not shown.
    const inRange = isIsoDate(value) && !(isIsoDate(min) && value < min) && !(isIsoDate(max) && value > max);
    return inRange ? [parseDate(value)] : [];
  }, [value, min, max]);
  // Each time it opens, the calendar starts on the chosen day, or else on the first day that can be
  // chosen under the rules of that moment (min may have moved with another field).
  const startingDay = () => selected[0] ?? firstChoosableDay(rules, timeZone);
  const [focused, setFocused] = useState<DateValue>(startingDay);
  const [wasOpen, setWasOpen] = useState(false);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) setFocused(startingDay());
  }
  const focusedIso = toIso(focused);
  const focusedNote = dateNote(focusedIso, rules, locale);
  const hasUnavailable = Boolean(isIsoDate(min) || isIsoDate(max) || (unavailable && Object.keys(unavailable).length));
  const hasMarked = Boolean((marked && Object.keys(marked).length) || (markedWeekdays && Object.keys(markedWeekdays).length));

  const dayLabel = (iso: string, selectedDay: boolean) => {
    const note = dateNote(iso, rules, locale);
    const day = formatLongDate(iso, locale);
    if (note?.kind === "unavailable") return `${day}, niet te kiezen: ${note.reason}`;
    if (note?.kind === "marked") return `${day}${selectedDay ? ", gekozen" : ""}, let op: ${note.reason}`;
    return selectedDay ? `${day}, gekozen` : day;
  };

  return (
    <DatePicker.Root
      className={className}
      open={isOpen}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      value={selected}
      onValueChange={(details) => {
        const [date] = details.value;
        if (date) onSelect(toIso(date));
      }}
      focusedValue={focused}
      onFocusChange={(details) => setFocused(details.focusedValue)}
      min={isIsoDate(min) ? parseDate(min) : undefined}
      max={isIsoDate(max) ? parseDate(max) : undefined}
      isDateUnavailable={(date) => unavailable?.[toIso(date)] !== undefined}
      locale={locale}
      timeZone={timeZone}
      startOfWeek={1}
      ids={ids}
      positioning={{ placement: "bottom-start", strategy: "fixed", gutter: 4, fitViewport: true }}
      translations={{
        content: "Kalender",
        prevTrigger: () => "Vorige maand",
        nextTrigger: () => "Volgende maand",
        trigger: () => "Kalender openen",
        dayCell: (state) => dayLabel(toIso(state.value), state.selected),
      }}
      lazyMount
      unmountOnExit
    >
      <DatePicker.Positioner className={styles.positioner}>
        <DatePicker.Content className={styles.content} aria-roledescription="datumkiezer">
          <DatePicker.Context>
            {(api) => (
              <>
                <div className={styles.header}>
                  <DatePicker.PrevTrigger className={styles.nav}>
                    <Icon name="chevron-right" className={css({ transform: "scaleX(-1)" })} />
                  </DatePicker.PrevTrigger>
                  <span className={styles.title} aria-live="polite">
                    {api.visibleRangeText.start}
                  </span>
                  <DatePicker.NextTrigger className={styles.nav}>
                    <Icon name="chevron-right" />
                  </DatePicker.NextTrigger>
                </div>
                <DatePicker.Table className={styles.table} aria-roledescription="maand" aria-label={api.visibleRangeText.start}>
                  <DatePicker.TableHead>
                    <DatePicker.TableRow>
                      {api.weekDays.map((weekDay) => (
                        <DatePicker.TableHeader key={weekDay.long} className={styles.head}>
                          {weekDay.short}
                        </DatePicker.TableHeader>
                      ))}
                    </DatePicker.TableRow>
                  </DatePicker.TableHead>
                  <DatePicker.TableBody>
                    {api.weeks.map((week) => (
                      <DatePicker.TableRow key={toIso(week[0] as DateValue)}>
                        {week.map((day) => {
                          const iso = toIso(day);
                          const dayMarked = markedReason(iso, rules) !== undefined;
                          const outside = day.month !== api.visibleRange.start.month;
                          return (
                            <DatePicker.TableCell key={iso} value={day} className={styles.cell}>
                              {outside ? null : (
                                <DatePicker.TableCellTrigger
                                  className={styles.day}
                                  data-marked={dayMarked || undefined}
                                  onClick={() => {
                                    // A day that cannot be chosen still takes focus, so its reason shows below.
                                    if (!api.isUnavailable(day)) return;
                                    api.setFocusedValue(day);
                                  }}
                                >
                                  {day.day}
                                  {dayMarked ? <span className={styles.marker} aria-hidden="true" /> : null}
                                </DatePicker.TableCellTrigger>
                              )}
                            </DatePicker.TableCell>
                          );
                        })}
                      </DatePicker.TableRow>
                    ))}
                  </DatePicker.TableBody>
                </DatePicker.Table>
                {/* What the focused day's name already tells a screen reader, for everyone else. */}
                <p className={styles.note} aria-hidden="true">
                  {focusedNote ? dateNoteText(focusedIso, focusedNote, locale) : null}
                </p>
                {hasUnavailable || hasMarked ? (
                  <ul className={styles.legend} aria-label="Legenda">
                    {hasUnavailable ? (
                      <li>
                        <span className={cx(styles.sample, css({ textDecoration: "line-through", color: "fg.muted" }))} aria-hidden="true">
                          12
                        </span>
                        Doorgestreept: niet te kiezen
                      </li>
                    ) : null}
                    {hasMarked ? (
                      <li>
                        <span className={styles.sample} aria-hidden="true">
                          12
                          <span className={cx(styles.marker, css({ bottom: "0.5", w: "1", h: "1" }))} />
                        </span>
                        Met stip: te kiezen, met een opmerking
                      </li>
                    ) : null}
                  </ul>
                ) : null}
                <div className={styles.footer}>
                  <button type="button" className={closeClass} onClick={onClose}>
                    Sluiten
                  </button>
                </div>
              </>
            )}
          </DatePicker.Context>
        </DatePicker.Content>
      </DatePicker.Positioner>
    </DatePicker.Root>
  );
}

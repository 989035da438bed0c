import { type ChangeEvent, type ComponentType, type InputEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { css, cx } from "styled-system/css";
import { DateField, type DateFieldProps } from "~/ui/forms/date-field";
import { mergeRefs } from "~/ui/forms/field";
import { Icon } from "~/ui/icon/icon";
import { whenIdle } from "~/ui/when-idle";
import type { CalendarPopoverProps } from "./calendar-popover";
import { type CalendarLocale, dateNote, dateNoteText } from "./date-notes";

export interface CalendarDateFieldProps extends DateFieldProps {
  /** Earliest and latest date that can be chosen (YYYY-MM-DD, inclusive). */
  min?: string;
  max?: string;
  /** Dates inside min..max that cannot be chosen, each with the Dutch reason ("Feestdag: Tweede paasdag"). */
  unavailable?: Readonly<Record<string, string>>;
  /** Dates that can be chosen but are marked, with the reason ("Zondag: geen krant"). */
  marked?: Readonly<Record<string, string>>;
  /** Weekdays marked every week (0 Sunday … 6 Saturday), with the reason ("Zondag: geen krant"). */
  markedWeekdays?: Readonly<Partial<Record<number, string>>>;
  /** Why dates before `min` cannot be chosen ("Binnen de verwerkingstijd van 2 werkdagen"). */
  minReason?: string;
  locale?: CalendarLocale;
}

// Without JavaScript (and until hydration) this is exactly DateField: a native date input with
// min/max that posts YYYY-MM-DD. After hydration a button beside it opens a month calendar (Ark UI's
// date picker, ./calendar-popover) that is imported when the browser is idle or on first use, so it
// is never first-load JS (ADR 0013), and mounted when the pointer or focus reaches the button (not
// when idle: on a slow phone mounting it was a 250 ms task that Lighthouse counted as blocking, ADR 43).
// The calendar only fills the native input, which stays the one control that carries the name.

const loadPopover = () => import("./calendar-popover");

const fieldClass = css({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) auto",
  columnGap: "2",
  // DateField's own column (label, input, hint, errors) joins this grid, so the button can sit
  // beside the input; each row keeps DateField's spacing.
  "& > [data-validated]": { display: "contents" },
  "& > [data-validated] > *": { gridColumn: "1 / -1" },
  "& > [data-validated] > * + *": { mt: "1.5" },
  "&[data-enhanced] > [data-validated] > input": { gridColumn: "1" },
});

const triggerClass = css({
  gridColumn: "2",
  gridRow: "2",
  mt: "1.5",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minW: "11",
  minH: "11",
  p: "0",
  layerStyle: "control",
  fontSize: "xl",
  cursor: "pointer",
  _hover: { bg: "bg.subtle" },
  '&[aria-expanded="true"]': { bg: "bg.subtle" },
});

const noteClass = css({
  gridColumn: "1 / -1",
  m: "0",
  fontSize: "sm",
  "&:not(:empty)": { mt: "1.5", display: "flex", gap: "1.5", alignItems: "baseline" },
  '&[data-kind="unavailable"] svg': { color: "status.warning" },
  '&[data-kind="marked"] svg': { color: "fg.muted" },
});

// The calendar's root: its popover is positioned "fixed" beside the input, so the root takes no room.
const calendarClass = css({ gridColumn: "1 / -1" });

/** About the calendar's height: below or above the input there should be this much room. */
const CALENDAR_HEIGHT = 480;

/** On a short screen, scrolls the field (label first) to the top so the calendar fits under the input. */
function makeRoomBelow(field: HTMLElement | null, input: HTMLInputElement | null) {
  if (!field || !input) return;
  const { top, bottom } = input.getBoundingClientRect();
  if (window.innerHeight - bottom < CALENDAR_HEIGHT && top < CALENDAR_HEIGHT) field.scrollIntoView({ block: "start" });
}

/** Sets the value the way typing would, so React, Conform and other listeners see an input and a change. */
function fillInput(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
  if (setter) setter.call(input, value);
  else input.value = value;
  input.dispatchEvent(new Event("input", { bubbles: true }));
  input.dispatchEvent(new Event("change", { bubbles: true }));
}

/** A date input with a month calendar that shows which dates cannot be chosen, which are marked, and why. */
export function CalendarDateField({
  min,
  max,
  unavailable,
  marked,
  markedWeekdays,
  minReason,
  locale = "nl-NL",
  inputProps = {},
  className,
  ...fieldProps
}: CalendarDateFieldProps) {
  const fallbackId = useId();
  const inputId = inputProps.id ?? fallbackId;
  const buttonId = `${inputId}-calendar`;
  const contentId = `${inputId}-calendar-content`;
  const fieldRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const initial = inputProps.value ?? inputProps.defaultValue;
  const [value, setValue] = useState(typeof initial === "string" ? initial : "");
  const [enhanced, setEnhanced] = useState(false);
  const [open, setOpen] = useState(false);
  const [Popover, setPopover] = useState<ComponentType<CalendarPopoverProps> | null>(null);
  const rules = { min, max, unavailable, marked, markedWeekdays, minReason };
  const note = dateNote(value, rules, locale);

  // Mounts the calendar (closed) once the user heads for its button: mounting Ark's date picker is a
  // long task on a slow phone, so it waits for a sign of use rather than for idle time.
  const load = useCallback(() => {
    void loadPopover().then(
      (module) => setPopover(() => module.CalendarPopover),
      // Offline or a stale deploy: the button does nothing, the native input still works.
      () => setOpen(false),
    );
  }, []);

  useEffect(() => {
    setEnhanced(true);
    // The browser may have restored a value (back/forward) or the user typed before hydration.
    if (inputRef.current) setValue(inputRef.current.value);
    const form = inputRef.current?.form;
    // A form reset changes the value without an input event; the new value is there after the event.
    let resetTimer: ReturnType<typeof setTimeout> | undefined;
    const onReset = () => {
      resetTimer = setTimeout(() => inputRef.current && setValue(inputRef.current.value));
    };
    form?.addEventListener("reset", onReset);
    // Idle time only fetches and evaluates the calendar's chunk, so the first use is quick.
    const cancel = whenIdle(() => void loadPopover().catch(() => undefined));
    return () => {
      cancel();
      clearTimeout(resetTimer);
      form?.removeEventListener("reset", onReset);
    };
  }, []);

  // Always a native date input: the calendar and the rules work with its YYYY-MM-DD value.
  const { onInput, onChange, ref, type: _type, ...restInput } = inputProps;
  const close = () => {
    setOpen(false);
    // Escape, a chosen day or the close button: focus returns to the button. After a click
    // elsewhere focus stays where the user put it.
    requestAnimationFrame(() => {
      const active = document.activeElement;
      const calendar = document.getElementById(contentId);
      if (!active || active === document.body || calendar?.contains(active)) buttonRef.current?.focus();
    });
  };
  const choose = (iso: string) => {
    if (inputRef.current) fillInput(inputRef.current, iso);
    setValue(iso);
  };

  return (
    <div ref={fieldRef} className={cx(fieldClass, className)} data-enhanced={enhanced || undefined}>
      <DateField
        {...fieldProps}
        inputProps={{
          ...restInput,
          id: inputId,
          type: "date",
          min,
          max,
          ref: mergeRefs(inputRef, ref),
          onInput: (event: InputEvent<HTMLInputElement>) => {
            setValue(event.currentTarget.value);
            onInput?.(event);
          },
          onChange: (event: ChangeEvent<HTMLInputElement>) => {
            setValue(event.currentTarget.value);
            onChange?.(event);
          },
        }}
      />
      {enhanced ? (
        <button
          ref={buttonRef}
          id={buttonId}
          type="button"
          className={triggerClass}
          aria-label="Kalender openen"
          aria-expanded={open}
          aria-controls={open && Popover ? contentId : undefined}
          onPointerEnter={load}
          onFocus={load}
          onClick={() => {
            if (!Popover) load();
            if (open) {
              close();
            } else {
              makeRoomBelow(fieldRef.current, inputRef.current);
              setOpen(true);
            }
          }}
        >
          <Icon name="calendar" />
        </button>
      ) : null}
      {Popover ? (
        <Popover
          className={calendarClass}
          open={open}
          onClose={close}
          value={value}
          onSelect={choose}
          rules={rules}
          locale={locale}
          ids={{ trigger: buttonId, control: inputId, content: contentId }}
        />
      ) : null}
      <p className={noteClass} role="status" data-kind={note?.kind}>
        {note ? (
          <>
            <Icon name={note.kind === "unavailable" ? "warning" : "calendar"} />
            <span>{dateNoteText(value, note, locale)}</span>
          </>
        ) : null}
      </p>
    </div>
  );
}

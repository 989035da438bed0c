import { type ChangeEvent, type ComponentType, type ReactNode, type RefObject, useEffect, useId, useRef, useState } from "react";
import { css, cx } from "styled-system/css";
import { ErrorList, inputClass } from "~/ui/forms/field";
import { whenIdle } from "~/ui/when-idle";
import type { SelectListProps } from "./select-list";
import type { SelectOption } from "./select-option";

export type { SelectOption };

export interface SelectProps {
  label: ReactNode;
  options: SelectOption[];
  /** Submitted through the native select, the one control that carries the name. */
  name?: string;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  placeholder?: string;
  required?: boolean;
  hint?: ReactNode;
  errors?: ReadonlyArray<string> | null;
  className?: string;
}

/** The md breakpoint (panda.config.ts): from here on the custom list replaces the native select. */
const WIDE_SCREEN = "(min-width: 768px)";

const stackClass = css({ display: "flex", flexDirection: "column", gap: "1.5" });
// Once the custom list is there, CSS shows one of the two, so a resize needs no re-render.
const nativeBesideListClass = css({ display: { base: "flex", md: "none" } });
const listClass = css({ display: { base: "none", md: "flex" }, flexDirection: "column", gap: "1.5" });
const labelClass = css({ fontWeight: "semibold" });

/**
 * Ark UI's listbox (about 23 KiB gzip) on wide screens: imported once the page is hydrated and idle,
 * and only when the screen is wide. Until then, and always on phones, the native select (the
 * phone's own picker) does the job; it alone carries the name.
 */
function useSelectList(native: RefObject<HTMLSelectElement | null>): ComponentType<SelectListProps> | null {
  const [list, setList] = useState<ComponentType<SelectListProps> | null>(null);
  useEffect(() => {
    if (typeof matchMedia !== "function") return;
    const query = matchMedia(WIDE_SCREEN);
    let active = true;
    let cancel: (() => void) | undefined;
    const show = (component: ComponentType<SelectListProps>) => {
      const element = native.current;
      // Not while someone is in the native select: it would vanish under their hands.
      if (element?.matches(":focus")) {
        element.addEventListener("blur", () => active && setList(() => component), { once: true });
      } else if (active) {
        setList(() => component);
      }
    };
    const load = () => {
      if (!query.matches || cancel) return;
      cancel = whenIdle(() => void import("./select-list").then((module) => show(module.SelectList), () => {}));
    };
    load();
    query.addEventListener("change", load);
    return () => {
      active = false;
      cancel?.();
      query.removeEventListener("change", load);
    };
  }, [native]);
  return list;
}

/** A single choice from a list: a native select, with a custom listbox on wide screens (type-ahead clears after 350 ms). */
export function Select({
  label,
  options,
  name,
  value,
  defaultValue,
  onValueChange,
  placeholder = "Maak een keuze",
  required = true,
  hint,
  errors,
  className,
}: SelectProps) {
  const id = useId();
  const nativeId = `${id}-native`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hasErrors = Boolean(errors?.length);
  const describedBy = [hint ? hintId : null, hasErrors ? errorId : null].filter(Boolean).join(" ") || undefined;
  const controlled = value !== undefined;
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? "");
  const current = value ?? uncontrolled;
  const nativeRef = useRef<HTMLSelectElement>(null);
  const change = (next: string) => {
    if (!controlled) {
      setUncontrolled(next);
      // The custom list chose: the native select, which carries the name, follows.
      if (nativeRef.current && nativeRef.current.value !== next) nativeRef.current.value = next;
    }
    onValueChange?.(next);
  };
  // Uncontrolled, the native select keeps what the visitor chose before the page's script ran (a
  // controlled one would be set back to the server's value on hydration); the state follows it.
  useEffect(() => {
    const chosen = nativeRef.current?.value;
    if (!controlled && chosen !== undefined && chosen !== uncontrolled) setUncontrolled(chosen);
    // Once, after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const SelectList = useSelectList(nativeRef);
  const fullLabel = (
    <>
      {label}
      {required ? null : <span className={css({ fontWeight: "normal", color: "fg.muted" })}> (optioneel)</span>}
    </>
  );

  return (
    <div className={cx(stackClass, className)}>
      <div className={cx(stackClass, SelectList ? nativeBesideListClass : undefined)}>
        <label htmlFor={nativeId} className={labelClass}>
          {fullLabel}
        </label>
        <select
          ref={nativeRef}
          id={nativeId}
          name={name}
          {...(controlled ? { value } : { defaultValue: defaultValue ?? "" })}
          aria-required={required || undefined}
          aria-invalid={hasErrors || undefined}
          aria-describedby={describedBy}
          onChange={(event: ChangeEvent<HTMLSelectElement>) => change(event.target.value)}
          className={inputClass}
        >
          <option value="" disabled={required}>
            {placeholder}
          </option>
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {SelectList ? (
        <SelectList
          label={fullLabel}
          labelClassName={labelClass}
          className={listClass}
          options={options}
          value={current}
          onValueChange={change}
          placeholder={placeholder}
          required={required}
          invalid={hasErrors}
          describedBy={describedBy}
          triggerId={`${id}-list`}
        />
      ) : null}
      {hint ? (
        <p id={hintId} className={css({ fontSize: "sm", color: "fg.muted", m: "0" })}>
          {hint}
        </p>
      ) : null}
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

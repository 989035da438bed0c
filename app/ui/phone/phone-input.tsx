import IMask, { type InputMask, type MaskedPatternOptions } from "imask";
import { type ChangeEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import { css, cx } from "styled-system/css";
import { type FieldBaseProps, FieldShell, type InputProps, inputClass, useField } from "~/ui/forms/field";
import { type CountryOption, DEFAULT_DIALLING_CODE, inferDiallingCode, PHONE_COUNTRIES, splitPhoneValue, startsDiallingCode } from "./phone";

/** The text before the national digits, e.g. "(+31) ". */
export function phonePrefix(code: string): string {
  return `(+${code}) `;
}

/** Spec §5 mask: the bracketed prefix (fixed, undeletable), a first digit 1–9, then the rest in one group. */
export function phoneMaskOptions(code: string): MaskedPatternOptions {
  // Escaped so a "0" in a dialling code is a literal, not imask's digit placeholder.
  const literal = phonePrefix(code).replace(/[0-9]/g, (digit) => `\\${digit}`);
  return { mask: `${literal}#[ 0000000000]`, definitions: { "#": /[1-9]/ }, lazy: true, eager: true };
}

/** The masked text for a dialling code and national digits; just the prefix when there are none. */
export function formatPhoneValue(code: string, national: string): string {
  if (!national) return phonePrefix(code);
  const masked = IMask.createMask(phoneMaskOptions(code));
  masked.unmaskedValue = national;
  return masked.value;
}

export interface PhoneInputProps extends FieldBaseProps {
  /** name, id, defaultValue ("(+32) 470…", "+32470…", "0032470…" or national digits) and more. */
  inputProps?: Omit<InputProps, "value" | "onChange">;
  countries?: ReadonlyArray<CountryOption>;
  /** Dialling code used when the value names no known country. */
  defaultCountryCode?: string;
  /** The masked value, e.g. "(+31) 6 12345678", and whether it ends with ")" (no digits yet). */
  onChange?: (value: string, endsWithClosingBracket: boolean) => void;
  countryLabel?: string;
}

function sortCountries(countries: ReadonlyArray<CountryOption>) {
  const byName = (a: CountryOption, b: CountryOption) => a.name.localeCompare(b.name, "nl");
  return {
    highlighted: countries.filter((country) => country.highlighted),
    others: countries.filter((country) => !country.highlighted).sort(byName),
  };
}

export function PhoneInput({
  label,
  inputProps = {},
  errors,
  required,
  hint,
  customValidity,
  countries = PHONE_COUNTRIES,
  defaultCountryCode = DEFAULT_DIALLING_CODE,
  onChange,
  countryLabel = "Landcode",
  className,
}: PhoneInputProps) {
  const field = useField({ id: inputProps.id, errors, required, customValidity, hint });
  const selectId = useId();
  const { className: inputClassName, onBlur, onInvalid, onInput, defaultValue, ref: _ref, ...rest } = inputProps;
  // Read once: the input is uncontrolled and imask owns its value after mount.
  const [initial] = useState(() => splitPhoneValue(String(defaultValue ?? ""), countries, defaultCountryCode));
  const [code, setCode] = useState(initial.code);
  const codeRef = useRef(code);
  const inputRef = useRef<HTMLInputElement>(null);
  const maskRef = useRef<InputMask<MaskedPatternOptions> | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const countriesRef = useRef(countries);
  countriesRef.current = countries;
  const groups = useMemo(() => sortCountries(countries), [countries]);

  const emit = () => {
    const value = (maskRef.current?.value ?? "").trimEnd();
    onChangeRef.current?.(value, value.endsWith(")"));
  };

  // Switches the mask to a dialling code and puts the national digits behind its prefix.
  const apply = (nextCode: string, national: string) => {
    const mask = maskRef.current;
    if (!mask) return;
    codeRef.current = nextCode;
    setCode(nextCode);
    mask.updateOptions(phoneMaskOptions(nextCode));
    if (national) mask.unmaskedValue = national;
    else mask.value = phonePrefix(nextCode);
    emit();
  };
  const applyRef = useRef(apply);
  applyRef.current = apply;

  useEffect(() => {
    const element = inputRef.current;
    if (!element) return;

    // While a dialling code is being typed ("+3", "00"), the field shows more than imask's value.
    const typingDiallingCode = () => maskRef.current !== null && element.value !== maskRef.current.value;

    // Registered before imask's own listeners, so these run first.
    const onKeyDown = (event: KeyboardEvent) => {
      // imask compares against the value it last wrote; the typed code is settled by onNativeInput.
      if (typingDiallingCode()) event.stopImmediatePropagation();
      if (event.key !== "Backspace" && event.key !== "Delete") return;
      const prefixLength = phonePrefix(codeRef.current).length;
      const start = element.selectionStart ?? 0;
      const end = element.selectionEnd ?? 0;
      const collapsed = start === end;
      // Deleting into the prefix is blocked; a selection reaching into it only deletes the digits.
      const intoPrefix = collapsed ? (event.key === "Backspace" ? start <= prefixLength : start < prefixLength) : end <= prefixLength;
      if (intoPrefix) event.preventDefault();
      else if (start < prefixLength) element.setSelectionRange(prefixLength, end);
    };
    // A number that names its country ("+32…", "0032…") switches the country: pasted, autofilled or
    // typed one key at a time (the start of a code stays on screen until it names a country or
    // cannot become one; then imask takes the keys as digits).
    const onNativeInput = (event: Event) => {
      const current = phonePrefix(codeRef.current).trim();
      const raw = element.value;
      const entered = raw.startsWith(current) ? raw.slice(current.length) : raw;
      const inferred = inferDiallingCode(entered, countriesRef.current);
      if (inferred) {
        event.stopImmediatePropagation();
        applyRef.current(inferred.code, inferred.national);
      } else if (startsDiallingCode(entered, countriesRef.current)) {
        event.stopImmediatePropagation();
      }
    };
    // Leaving the field halfway through a code ("+3") leaves the number as it was.
    const onNativeBlur = () => {
      if (typingDiallingCode()) element.value = maskRef.current!.value;
    };
    element.addEventListener("keydown", onKeyDown);
    element.addEventListener("input", onNativeInput);
    element.addEventListener("blur", onNativeBlur);

    // A number typed into the server's field before the script ran (the value differs from the
    // server's) is kept: imask would otherwise overwrite it with the default.
    const start = element.value !== element.defaultValue ? splitPhoneValue(element.value, countriesRef.current, codeRef.current) : initial;
    if (start.code !== codeRef.current) {
      codeRef.current = start.code;
      setCode(start.code);
    }
    const mask = IMask(element, phoneMaskOptions(codeRef.current));
    maskRef.current = mask;
    if (start.national) mask.unmaskedValue = start.national;
    else mask.value = phonePrefix(codeRef.current);
    mask.on("accept", () => {
      // Cutting everything away brings the prefix back.
      const prefix = phonePrefix(codeRef.current).trim();
      if (!mask.value.startsWith(prefix)) mask.value = phonePrefix(codeRef.current);
      emit();
    });

    return () => {
      mask.destroy();
      maskRef.current = null;
      element.removeEventListener("keydown", onKeyDown);
      element.removeEventListener("input", onNativeInput);
      element.removeEventListener("blur", onNativeBlur);
    };
    // Mounted once; later changes go through apply().
  }, []);

  return (
    <FieldShell field={field} label={label} hint={hint} className={className}>
      {/* On a narrow screen (or zoomed in) the number wraps below the country instead of sticking out. */}
      <div className={css({ display: "flex", flexWrap: "wrap", gap: "2" })}>
        <label htmlFor={selectId} className={css({ srOnly: true })}>
          {countryLabel}
        </label>
        <select
          id={selectId}
          value={code}
          onChange={(event: ChangeEvent<HTMLSelectElement>) => {
            const national = maskRef.current?.unmaskedValue ?? "";
            apply(event.target.value, national);
          }}
          className={cx(inputClass, css({ w: "auto", maxW: "full", flexShrink: 0 }))}
        >
          {groups.highlighted.length ? (
            <optgroup label="Veelgebruikt">
              {groups.highlighted.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name} (+{country.code})
                </option>
              ))}
            </optgroup>
          ) : null}
          {groups.others.length ? (
            <optgroup label="Overige landen">
              {groups.others.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name} (+{country.code})
                </option>
              ))}
            </optgroup>
          ) : null}
        </select>
        <input
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          {...rest}
          {...field.controlProps({ onBlur, onInvalid, onInput })}
          ref={inputRef}
          defaultValue={formatPhoneValue(initial.code, initial.national)}
          className={cx(inputClass, css({ flex: "1 1 12rem", minW: "0" }), inputClassName)}
        />
      </div>
    </FieldShell>
  );
}

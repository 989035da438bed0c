import IMask, {
  type FactoryOpts,
  type InputMask,
  MaskedEnum,
  type MaskedDateOptions,
  type MaskedNumberOptions,
  type MaskedPatternOptions,
  MaskedRange,
  type MaskedRegExpOptions,
} from "imask";
import { type RefObject, useEffect, useRef } from "react";

/** Options for `mask: Date` (imask does not export its own name for this shape). */
export type DateMaskOptions = Omit<MaskedDateOptions, "mask"> & { mask: DateConstructor };

// imask option builders for spec §5's generic masks. imask's InputMask keeps its own undo history
// of 100 states (InputHistory.MAX_LENGTH), so masked fields get Ctrl/Cmd+Z for free.

export type MaskOptions = FactoryOpts;

/** Spec §9 number mask: two decimals, comma radix (a typed "." becomes ","), no thousands separator. */
export function numberMask(options: Partial<Omit<MaskedNumberOptions, "mask">> = {}): MaskedNumberOptions {
  return { mask: Number, scale: 2, radix: ",", mapToRadix: ["."], thousandsSeparator: "", normalizeZeros: true, ...options };
}

/** Spec §9 date mask: day.month.year, years 1900–9999. */
export function dateMask(options: Partial<Omit<DateMaskOptions, "mask">> = {}): DateMaskOptions {
  return {
    mask: Date,
    pattern: "d{.}`m{.}`Y",
    min: new Date(1900, 0, 1),
    max: new Date(9999, 11, 31),
    lazy: true,
    ...options,
  };
}

/** A fixed pattern: 0 a digit, a a letter, * anything; other characters are literal. */
export function patternMask(pattern: string, options: Partial<Omit<MaskedPatternOptions, "mask">> = {}): MaskedPatternOptions {
  return { mask: pattern, lazy: true, ...options };
}

/** Accepts input only while the whole value matches the expression. */
export function regexMask(expression: RegExp): MaskedRegExpOptions {
  return { mask: expression };
}

/** One of a fixed list of values. */
export function enumMask(values: string[]): FactoryOpts {
  return { mask: MaskedEnum, enum: values } as FactoryOpts;
}

/** A whole number from `from` to `to`. */
export function rangeMask(from: number, to: number, maxLength?: number): FactoryOpts {
  return { mask: MaskedRange, from, to, ...(maxLength === undefined ? {} : { maxLength }) } as FactoryOpts;
}

/** Attaches an imask to the input behind the returned ref; options may change between renders. */
export function useMask(options: MaskOptions | undefined, onAccept?: (mask: InputMask<MaskOptions>) => void) {
  const element = useRef<HTMLInputElement | null>(null);
  const mask = useRef<InputMask<MaskOptions> | null>(null);
  const onAcceptRef = useRef(onAccept);
  onAcceptRef.current = onAccept;
  const enabled = options !== undefined;

  useEffect(() => {
    if (!enabled || !element.current || !options) return;
    const instance = IMask(element.current, options) as unknown as InputMask<MaskOptions>;
    instance.on("accept", () => onAcceptRef.current?.(instance));
    mask.current = instance;
    return () => {
      instance.destroy();
      mask.current = null;
    };
    // Created once per enabled state; option changes go through updateOptions below.
  }, [enabled]);

  useEffect(() => {
    // imask compares options deeply, so an equal object from a builder is a no-op.
    if (options && mask.current) mask.current.updateOptions(options as never);
  });

  return element as RefObject<HTMLInputElement | null>;
}

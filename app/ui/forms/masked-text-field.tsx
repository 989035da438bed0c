import { useMemo } from "react";
import { mergeRefs, TextField, type TextFieldProps } from "./field";
import { type MaskOptions, useMask } from "./masks";

// Kept apart from field.tsx so fields without a mask do not pull imask into the bundle.

export interface MaskedTextFieldProps extends TextFieldProps {
  /** An imask mask from ./masks: numberMask, dateMask, patternMask, regexMask, enumMask, rangeMask. */
  mask: MaskOptions;
}

/** A TextField whose input is formatted while typing; imask gives it undo/redo (Ctrl+Z) of 100 states. */
export function MaskedTextField({ mask, inputProps = {}, ...props }: MaskedTextFieldProps) {
  const maskRef = useMask(mask);
  const { ref } = inputProps;
  const mergedRef = useMemo(() => mergeRefs(ref, maskRef), [ref, maskRef]);
  return <TextField {...props} inputProps={{ ...inputProps, ref: mergedRef }} />;
}

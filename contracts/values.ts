// The origin's SDL enums as values and types (contracts/generated/enums.ts, written by `npm run codegen`
// in the SDL's order), for both sides: Zod's z.enum in the contracts, option lists and exhaustive label
// maps in the portal, the origin's rules. A list or union of an enum's values is never typed by hand
// (tests/build/code-layout.test.ts): renaming a value in the SDL then fails the typecheck, not a journey.
export * from "./generated/enums";

/** Every value of an SDL enum (its object in generated/enums.ts), in the SDL's order: for z.enum and option lists. */
export function valuesOf<const E extends Record<string, string>>(values: E): [E[keyof E], ...Array<E[keyof E]>] {
  return Object.values(values) as [E[keyof E], ...Array<E[keyof E]>];
}

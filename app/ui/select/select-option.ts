/** One choice of a Select. */
export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

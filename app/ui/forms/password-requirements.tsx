import { css, cx } from "styled-system/css";
import { Icon } from "~/ui/icon/icon";

export interface PasswordRule {
  id: string;
  label: string;
  test: (value: string) => boolean;
}

export type PasswordRuleState = "untouched" | "failed" | "passed";

/** Spec §4: untouched (grey) until the field is touched or holds a value, then failed or passed. */
export function passwordRuleState(rule: PasswordRule, value: string, touched: boolean): PasswordRuleState {
  if (!touched && value === "") return "untouched";
  return rule.test(value) ? "passed" : "failed";
}

const STATE_TEXT: Record<PasswordRuleState, string> = {
  untouched: "",
  failed: "niet voldaan",
  passed: "voldaan",
};

export interface PasswordRequirementsProps {
  rules: PasswordRule[];
  value: string;
  touched?: boolean;
  id?: string;
  className?: string;
}

/** The password rules with their state; changes are announced politely. */
export function PasswordRequirements({ rules, value, touched = false, id, className }: PasswordRequirementsProps) {
  return (
    <ul
      id={id}
      aria-live="polite"
      className={cx(
        css({ listStyle: "none", m: "0", p: "0", display: "flex", flexDirection: "column", gap: "1", fontSize: "sm" }),
        className,
      )}
    >
      {rules.map((rule) => {
        const state = passwordRuleState(rule, value, touched);
        return (
          <li
            key={rule.id}
            data-state={state}
            className={css({
              display: "flex",
              alignItems: "baseline",
              gap: "1.5",
              color: "fg.muted",
              '&[data-state="failed"]': { color: "status.error" },
              '&[data-state="passed"]': { color: "status.success" },
            })}
          >
            <Icon name={state === "failed" ? "cross" : "check"} />
            <span>
              {rule.label}
              {STATE_TEXT[state] ? <span className={css({ srOnly: true })}>: {STATE_TEXT[state]}</span> : null}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

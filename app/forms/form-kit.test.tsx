import { getFormProps, getInputProps } from "@conform-to/react";
import { render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, test } from "vitest";
import { z } from "zod";
import { FormErrors, inputProps, type TextInputType, useAccountForm, useActionForm } from "./form-kit";

const schema = z.object({ firstName: z.string(), email: z.string(), birthDate: z.string(), code: z.string() });
const types: TextInputType[] = ["text", "email", "password", "tel", "date"];

type Compared = { ours: Record<string, unknown>; conform: Record<string, unknown> };

/** Renders a form-kit form and collects, per field and type, our props and Conform's own (without key). */
function compare(options: Pick<Parameters<typeof useAccountForm<typeof schema>>[0], "defaultValue" | "lastResult">): Compared[] {
  const results: Compared[] = [];
  function Form() {
    const [, fields] = useAccountForm({ id: "profiel", schema, ...options });
    for (const field of [fields.firstName, fields.email, fields.birthDate, fields.code]) {
      for (const type of types) {
        const { key: _key, ...conform } = getInputProps(field, { type, ariaAttributes: false });
        results.push({ ours: inputProps(field, type), conform });
      }
    }
    return null;
  }
  const router = createMemoryRouter([{ path: "/", element: <Form /> }]);
  render(<RouterProvider router={router} />);
  return results;
}

describe("inputProps", () => {
  test("gives exactly Conform's getInputProps (keys in the same order) for a form with initial values, one of them empty", () => {
    const results = compare({ defaultValue: { firstName: "Jan", email: "jan.jansen@example.nl", birthDate: "", code: undefined }, lastResult: undefined });
    expect(results).toHaveLength(20);
    for (const { ours, conform } of results) {
      expect(Object.entries(ours)).toEqual(Object.entries(conform));
    }
    expect(results[0]!.ours).toEqual({ id: "profiel-firstName", name: "firstName", form: "profiel", type: "text", defaultValue: "Jan" });
    expect(results.at(-1)!.ours).not.toHaveProperty("defaultValue");
  });

  test("after a refused submit, the submitted values come back as they were typed", () => {
    const results = compare({
      lastResult: { status: "error", initialValue: { firstName: "Jan ", email: "jan@", birthDate: "31-02-1968" }, error: { email: ["Ongeldig"] } },
    });
    for (const { ours, conform } of results) {
      expect(Object.entries(ours)).toEqual(Object.entries(conform));
    }
    expect(results.find((result) => result.ours.name === "email")?.ours.defaultValue).toBe("jan@");
    expect(results.find((result) => result.ours.name === "birthDate")?.ours.defaultValue).toBe("31-02-1968");
  });
});

describe("useAccountForm", () => {
  test("says a refusal of a hidden field (a stale page's intent) with the form's own errors, not nowhere", async () => {
    const lastResult = {
      status: "error" as const,
      initialValue: { intent: "oud", firstName: "Jan" },
      error: { intent: ["Dit formulier is niet bekend. Vernieuw de pagina en probeer het opnieuw."], firstName: null },
    };
    let formProps: Record<string, unknown> = {};
    function Form() {
      const [form] = useAccountForm({ id: "profiel", schema: z.object({ intent: z.literal("profiel"), firstName: z.string() }), lastResult });
      const { onSubmit: _onSubmit, ...props } = getFormProps(form);
      formProps = props;
      return (
        <form {...props}>
          <input type="hidden" name="intent" value="oud" />
          <FormErrors id={form.errorId} errors={form.errors} />
        </form>
      );
    }
    render(<RouterProvider router={createMemoryRouter([{ path: "/", element: <Form /> }])} />);
    expect(screen.getByRole("alert").textContent).toBe("Dit formulier is niet bekend. Vernieuw de pagina en probeer het opnieuw.");
    expect(formProps["aria-describedby"]).toBe("profiel-error");
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("alert")));
  });
});

describe("useActionForm", () => {
  const refused = { status: "error" as const, initialValue: { intent: "revoke-session" }, error: { "": ["Deze sessie bestaat niet meer."] } };

  /** The form as a hidden-only form of the account area renders it, and what useAccountForm gives the same form. */
  function renderBoth(lastResult: typeof refused | undefined) {
    const seen: { action?: ReturnType<typeof useActionForm>; conform?: { errorId: string; errors: unknown; props: Record<string, unknown> } } = {};
    function Forms() {
      const action = useActionForm("uitloggen-1", lastResult);
      const [form] = useAccountForm({ id: "uitloggen-1", schema: z.object({ intent: z.string() }), lastResult });
      seen.action = action;
      const { onSubmit: _onSubmit, ...props } = getFormProps(form);
      seen.conform = { errorId: form.errorId, errors: form.errors, props };
      return (
        <form {...action.formProps}>
          <button type="submit">Uitloggen</button>
          <FormErrors id={action.errorId} errors={action.errors} />
        </form>
      );
    }
    render(<RouterProvider router={createMemoryRouter([{ path: "/", element: <Forms /> }])} />);
    return seen;
  }

  test("gives the refusal, ids and ARIA that useAccountForm gives the same form, and moves focus to the refusal", async () => {
    const { action, conform } = renderBoth(refused);
    expect(action!.errorId).toBe(conform!.errorId);
    expect(action!.errors).toEqual(conform!.errors);
    expect(action!.formProps).toEqual(conform!.props);
    expect(screen.getByRole("alert").textContent).toBe("Deze sessie bestaat niet meer.");
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("alert")));
  });

  test("has no error and no description before a refusal", () => {
    const { action } = renderBoth(undefined);
    expect(action!.errors).toBeUndefined();
    expect(action!.formProps).toEqual({ id: "uitloggen-1", noValidate: true, "aria-describedby": undefined });
  });
});

import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { z } from "zod";

// patches/@conform-to+react+*.patch makes Conform build a name's metadata once per render instead of
// on every property read, and subscribe a name once per subject (bench/history/0026-measurements.md, "Conform's
// metadata"). A form only re-renders for what it read, so these hold that the subscriptions still
// follow every read: errors appear after a refused submit, follow the typing, and the form-level
// error and initial values come through, with each field read many times per render.

const schema = z.object({
  first: z.string({ error: "Voornaam is verplicht" }).min(2, "Minstens 2 tekens"),
  last: z.string({ error: "Achternaam is verplicht" }),
});

let renders = 0;

function ProfileForm({ readsPerField }: { readsPerField: number }) {
  renders += 1;
  const [form, fields] = useForm({
    id: "profiel",
    defaultValue: { first: "J", last: "" },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const rows = [fields.first, fields.last].map((field) => {
    // The same field read again and again in one render, as the form kit's fields do.
    let errors: string[] | undefined;
    for (let read = 0; read < readsPerField; read += 1) errors = fields[field.name as "first" | "last"].errors;
    return (
      <p key={field.name}>
        <label htmlFor={field.id}>{field.name}</label>
        <input {...getInputProps(field, { type: "text" })} key={field.key} />
        <span data-testid={`${field.name}-errors`}>{errors?.join(", ") ?? ""}</span>
      </p>
    );
  });
  return (
    <form {...getFormProps(form)}>
      {rows}
      <span data-testid="form-id">{form.id}</span>
      <button type="submit">Opslaan</button>
    </form>
  );
}

describe("Conform's field metadata (patched)", () => {
  for (const readsPerField of [1, 5]) {
    test(`errors show after a refused submit and follow the typing (${readsPerField} read(s) per field per render)`, async () => {
      renders = 0;
      render(<ProfileForm readsPerField={readsPerField} />);
      const first = screen.getByLabelText("first") as HTMLInputElement;
      expect(first.value).toBe("J");
      expect(first.id).toBe("profiel-first");
      expect(screen.getByTestId("form-id").textContent).toBe("profiel");
      expect(screen.getByTestId("first-errors").textContent).toBe("");

      await act(async () => {
        fireEvent.submit(first.form!);
      });
      expect(screen.getByTestId("first-errors").textContent).toBe("Minstens 2 tekens");
      expect(screen.getByTestId("last-errors").textContent).toBe("Achternaam is verplicht");
      expect(first.getAttribute("aria-invalid")).toBe("true");

      const before = renders;
      await act(async () => {
        fireEvent.input(first, { target: { value: "Jan" } });
      });
      expect(renders).toBeGreaterThan(before);
      expect(screen.getByTestId("first-errors").textContent).toBe("");
      expect(first.hasAttribute("aria-invalid")).toBe(false);
      // The other field's error stays until that field is corrected.
      expect(screen.getByTestId("last-errors").textContent).toBe("Achternaam is verplicht");

      await act(async () => {
        fireEvent.input(first, { target: { value: "J" } });
      });
      expect(screen.getByTestId("first-errors").textContent).toBe("Minstens 2 tekens");
    });
  }
});

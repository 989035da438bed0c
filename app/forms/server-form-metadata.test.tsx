import { type FieldMetadata, type FormMetadata, getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { renderToString } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { serverFormMetadata } from "./server-form-metadata";

// The server's form metadata (server-form-metadata.ts) stands in for Conform's `useForm` at the
// server's render, so the markup hydrates only if every property the markup may read is what Conform
// itself gives. These render Conform's `useForm` on the server (renderToString, as the portal does)
// and compare property by property, and the props of Conform's own helpers, for the defaults the
// portal's forms pass. A Conform upgrade that changes a rule fails here.

type Field = FieldMetadata<unknown, Record<string, unknown>, string[]>;
type Form = FormMetadata<Record<string, unknown>, string[]>;

const FIELD_PROPERTIES = [
  "id", "name", "formId", "errorId", "descriptionId", "initialValue", "value", "errors", "valid", "dirty", "key", "allErrors",
  "defaultValue", "defaultOptions", "defaultChecked", "required", "minLength", "maxLength", "min", "max", "step", "pattern", "multiple", "accept",
] as const;
const FORM_PROPERTIES = [...FIELD_PROPERTIES.filter((name) => name !== "formId"), "status", "noValidate"] as const;

/**
 * Every readable property, functions as their kind only; helpers' props without their handlers. A
 * key only as its kind: Conform makes a list item's key at random (it is React's key, not markup).
 */
function snapshot(form: Form, fields: Record<string, Field>, names: string[]) {
  const keyKind = <T extends Record<string, unknown>>(props: T) => ("key" in props ? { ...props, key: typeof props.key } : props);
  const read = (source: object, properties: readonly string[]) =>
    keyKind(Object.fromEntries(properties.map((property) => [property, (source as Record<string, unknown>)[property]])));
  const withoutHandlers = (props: Record<string, unknown>) => Object.fromEntries(Object.entries(props).filter(([, value]) => typeof value !== "function"));
  return {
    form: { ...read(form, FORM_PROPERTIES), onSubmit: typeof form.onSubmit, props: withoutHandlers(getFormProps(form)) },
    fields: Object.fromEntries(
      names.map((name) => {
        const field = fields[name]!;
        return [
          name,
          {
            ...read(field, FIELD_PROPERTIES),
            text: keyKind(getInputProps(field, { type: "text" })),
            checkbox: keyKind(getInputProps(field, { type: "checkbox", value: "ja" })),
            radio: keyKind(getInputProps(field, { type: "radio", value: "NL" })),
            textarea: keyKind(getTextareaProps(field)),
            select: keyKind(getSelectProps(field)),
          },
        ];
      }),
    ),
  };
}

/** What Conform's `useForm` gives at a server render, read in the render as the portal's forms do. */
function conformSnapshot(id: string, defaultValue: Record<string, unknown>, names: string[]) {
  let result: ReturnType<typeof snapshot> | null = null;
  function Probe() {
    const [form, fields] = useForm<Record<string, unknown>, Record<string, unknown>, string[]>({
      id,
      defaultValue: defaultValue as never,
      shouldValidate: "onSubmit",
      shouldRevalidate: "onInput",
    });
    result = snapshot(form as Form, fields as unknown as Record<string, Field>, names);
    return null;
  }
  renderToString(<Probe />);
  return result!;
}

function serverSnapshot(id: string, defaultValue: Record<string, unknown>, names: string[]) {
  const metadata = serverFormMetadata(id, defaultValue, undefined);
  expect(metadata).not.toBeNull();
  const [form, fields] = metadata!;
  return snapshot(form as Form, fields as Record<string, Field>, names);
}

// The defaults of the portal's forms (profile, address, phone, holiday, moving, contact), and edges.
const CASES: { title: string; defaultValue: Record<string, unknown>; names: string[] }[] = [
  {
    title: "text, some empty",
    defaultValue: { first_name: "Jan", last_name: "", gender: "", date_of_birth: "1970-01-01" },
    names: ["first_name", "last_name", "gender", "date_of_birth", "unknown"],
  },
  {
    title: "a list, a choice and nothing",
    defaultValue: { subscriptionIds: ["700100", "700101"], kind: "SUSPENSION", compensation: "EXTEND_SUBSCRIPTION", countryCode: "NL", phone: undefined },
    names: ["subscriptionIds", "subscriptionIds[0]", "subscriptionIds[1]", "subscriptionIds[2]", "kind", "countryCode", "phone", "startDate"],
  },
  { title: "an empty list", defaultValue: { subscriptionIds: [] }, names: ["subscriptionIds", "subscriptionIds[0]"] },
  { title: "a list with empty items", defaultValue: { ids: ["", null, "a"] }, names: ["ids", "ids[0]", "ids[1]", "ids[2]"] },
  { title: "null and a checkbox's on", defaultValue: { city: null, consent: "on", street: "Dorpsstraat" }, names: ["city", "consent", "street", "street.name"] },
  { title: "no defaults", defaultValue: {}, names: ["email"] },
];

describe("the server's form metadata", () => {
  for (const { title, defaultValue, names } of CASES) {
    test(`is Conform's at the server's render: ${title}`, () => {
      expect(serverSnapshot("formulier", defaultValue, names)).toEqual(conformSnapshot("formulier", defaultValue, names));
    });
  }

  test("leaves a form with a submission to show, or with a default that is not flat text, to Conform", () => {
    expect(serverFormMetadata("f", { name: "Jan" }, { status: "error", error: { name: ["Verplicht"] } })).toBeNull();
    expect(serverFormMetadata("f", { count: 3 }, undefined)).toBeNull();
    expect(serverFormMetadata("f", { agreed: true }, undefined)).toBeNull();
    expect(serverFormMetadata("f", { on: new Date(0) }, undefined)).toBeNull();
    expect(serverFormMetadata("f", { address: { street: "Dorpsstraat" } }, undefined)).toBeNull();
    expect(serverFormMetadata("f", { name: "Jan" }, undefined)).not.toBeNull();
  });

  test("says so when a form asks for nested or list metadata it does not have", () => {
    const [, fields] = serverFormMetadata("f", { ids: ["a"] }, undefined)!;
    expect(() => (fields as Record<string, { getFieldList: () => unknown }>).ids!.getFieldList()).toThrow(/server-form-metadata/);
  });
});

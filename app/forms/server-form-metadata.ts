// A form's metadata for the server's render when there is no submission to show (ADR 26
// addendum "forms on the server"). Conform's `useForm` builds a form context with subscriptions,
// value and state proxies and a Proxy per field, all for one render that reads each field's name, id
// and initial value once and never updates. On the server that is a fifth to a tenth of a form page's
// CPU. What the markup reads from that machinery, for a form with only flat text, choice and list
// defaults and no submission, is fixed by Conform's rules and computed here directly:
//
//   - ids: the form's id, `<form>-<name>` for a field, `-error` and `-description` after either;
//   - initial value and value: the default, serialized and normalized as Conform does it (an empty
//     string, null or empty list is no value; a list keeps its items, an empty item none);
//   - no errors, so every name is valid; nothing is dirty; a key only for a list's items (React's key,
//     not in the markup); no constraint attributes (the form kit sets none, see useAccountForm).
//
// Anything else (a submission to show, a date, number, boolean or nested default) takes Conform's own
// path, on the server too. `server-form-metadata.test.tsx` holds every property equal to what Conform
// gives, so an upgrade that changes a rule fails there rather than at hydration.

type FlatDefault = string | null | undefined | readonly (string | null | undefined)[];

/** A default Conform would serialize to itself: text, nothing, or a list of text. */
function isFlatDefault(value: unknown): value is FlatDefault {
  if (value === null || value === undefined || typeof value === "string") return true;
  return Array.isArray(value) && value.every((item) => item === null || item === undefined || typeof item === "string");
}

const isList = (value: FlatDefault): value is readonly (string | null | undefined)[] => Array.isArray(value);

/** Conform's `normalize` for a flat default: no empty text, null or empty list. */
function normalized(value: FlatDefault): string | (string | undefined)[] | undefined {
  if (isList(value)) return value.length === 0 ? undefined : value.map((item) => (item === "" || item === null ? undefined : (item ?? undefined)));
  return value === "" || value === null ? undefined : (value ?? undefined);
}

const noop = () => {};

/** The name-level metadata Conform's field and form objects both answer (getMetadata). */
function metadataOf(formId: string, name: string, values: Record<string, unknown>, allValues: Record<string, unknown> | undefined) {
  const id = name ? `${formId}-${name}` : formId;
  const value = name ? valueAt(values, name) : allValues;
  return {
    id,
    name,
    formId,
    errorId: `${id}-error`,
    descriptionId: `${id}-description`,
    initialValue: value,
    value,
    errors: undefined,
    valid: true,
    dirty: false,
    key: listItemKey(values, name),
    allErrors: {},
    defaultValue: typeof value === "string" ? value : Array.isArray(value) ? value[0] : undefined,
    defaultOptions: typeof value === "string" ? [value] : Array.isArray(value) && value.every((item) => typeof item === "string") ? value : undefined,
    defaultChecked: value === "on" ? true : undefined,
    required: undefined,
    minLength: undefined,
    maxLength: undefined,
    min: undefined,
    max: undefined,
    step: undefined,
    pattern: undefined,
    multiple: undefined,
    accept: undefined,
    getFieldset: unsupported("getFieldset"),
    getFieldList: unsupported("getFieldList"),
  };
}

const LIST_ITEM = /^(.+)\[(\d+)\]$/;

/** The value at a flat name or a list item's name (`ids[0]`), as Conform's value proxy finds it. */
function valueAt(values: Record<string, unknown>, name: string): unknown {
  const item = LIST_ITEM.exec(name);
  if (!item) return name.includes(".") ? undefined : values[name];
  const list = values[item[1]!];
  return Array.isArray(list) ? list[Number(item[2])] : undefined;
}

/**
 * A list item's key: Conform gives each item of a list default a random one (React's key for the
 * item; it is not in the markup), and nothing else a key.
 */
function listItemKey(values: Record<string, unknown>, name: string): string | undefined {
  const item = LIST_ITEM.exec(name);
  if (!item) return undefined;
  const list = values[item[1]!];
  return Array.isArray(list) && Number(item[2]) < list.length ? name : undefined;
}

function unsupported(what: string) {
  return () => {
    throw new Error(`${what} is not available in the server's form metadata; give the form Conform's own (server-form-metadata.ts)`);
  };
}

/**
 * The form and its fields as Conform's `useForm` gives them at the server's render, or null when
 * this form needs Conform's own (a submission to show, or a default that is not flat text).
 */
export function serverFormMetadata(formId: string, defaultValue: unknown, lastResult: unknown): [form: unknown, fields: unknown] | null {
  if (lastResult !== undefined && lastResult !== null) return null;
  const defaults = (defaultValue ?? {}) as Record<string, unknown>;
  if (typeof defaults !== "object" || Array.isArray(defaults)) return null;
  const values: Record<string, unknown> = {};
  // Sorted by name, as Conform's normalize leaves the form's whole value.
  for (const [name, value] of Object.entries(defaults).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (!isFlatDefault(value)) return null;
    const entry = normalized(value);
    if (entry !== undefined) values[name] = entry;
  }
  const allValues = Object.keys(values).length > 0 ? values : undefined;
  const form = {
    ...metadataOf(formId, "", values, allValues),
    status: undefined,
    noValidate: true,
    onSubmit: noop,
    validate: noop,
    update: noop,
    reset: noop,
    insert: noop,
    remove: noop,
    reorder: noop,
  };
  const byName = new Map<string, ReturnType<typeof metadataOf>>();
  const fields = new Proxy(
    {},
    {
      get(_, name) {
        if (typeof name !== "string") return undefined;
        let field = byName.get(name);
        if (!field) byName.set(name, (field = metadataOf(formId, name, values, allValues)));
        return field;
      },
    },
  );
  return [form, fields];
}

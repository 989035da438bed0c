import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, test } from "vitest";
import { fallbackT } from "~/forms/testing";
import { attachmentProblem, attachmentType } from "./rules";
import { contactFormSchema } from "./schema";

const t = fallbackT;

function form(values: Record<string, string | string[]>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) for (const item of [value].flat()) data.append(name, item);
  return data;
}

const valid = {
  intent: "contact-form",
  idempotencyKey: "abcdefgh12",
  topic: "delivery",
  subTopic: "delivery_complaint",
  message: "Mijn krant is nat.",
  name: "Jan Jansen",
  email: "jan.jansen@example.nl",
};

describe("contact form schema", () => {
  test("takes a valid question with up to 5 attachment ids", () => {
    const result = parseWithZod(form({ ...valid, attachments: ["a".repeat(21), "b".repeat(21)] }), { schema: contactFormSchema(t) });
    expect(result.status).toBe("success");
    expect(result.status === "success" && result.value.attachments).toEqual(["a".repeat(21), "b".repeat(21)]);
  });

  test("refuses a sub-topic of another topic, forbidden characters, more than 2000 characters, busy uploads", () => {
    const errors = (values: Record<string, string | string[]>) => {
      const result = parseWithZod(form({ ...valid, ...values }), { schema: contactFormSchema(t) });
      return (result.status === "error" ? result.error : null) ?? {};
    };
    expect(errors({ topic: "payment" }).subTopic).toEqual(["Dit onderwerp hoort niet bij “Betalen en facturen”. Kies een onderwerp uit de lijst."]);
    expect(errors({ message: "a = b" }).message).toHaveLength(1);
    expect(errors({ message: "a".repeat(2001) }).message).toEqual(["Gebruik maximaal 2000 tekens."]);
    expect(errors({ attachmentsBusy: "1" }).attachments).toHaveLength(1);
    expect(errors({ attachments: Array.from({ length: 6 }, (_, i) => String(i).repeat(21)) }).attachments).toEqual(["U kunt maximaal 5 bijlagen meesturen."]);
  });

  test("files: PDF, JPG, PNG, HEIC by extension, up to 10 MB", () => {
    expect(attachmentType({ name: "bon.PDF", type: "application/pdf" })).toBe("application/pdf");
    expect(attachmentType({ name: "foto.heic", type: "" })).toBe("image/heic");
    expect(attachmentType({ name: "foto.jpg", type: "application/pdf" })).toBeNull();
    expect(attachmentProblem({ name: "a.exe", type: "", size: 1 }, t)).toMatch(/type bestand/);
    expect(attachmentProblem({ name: "a.png", type: "image/png", size: 10 * 1024 * 1024 + 1 }, t)).toBe("het bestand is groter dan 10 MB.");
    expect(attachmentProblem({ name: "a.png", type: "image/png", size: 10 * 1024 * 1024 }, t)).toBeNull();
  });
});

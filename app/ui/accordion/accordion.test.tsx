import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test } from "vitest";
import { Accordion, type AccordionItem } from "./accordion";

const ITEMS: AccordionItem[] = [
  { value: "bezorging", title: "Bezorging", content: "Uw krant komt voor 7 uur." },
  { value: "betaling", title: "Betaling", content: "U betaalt per maand." },
  { value: "premium", title: "Premium artikelen", content: "Alleen voor abonnees.", locked: true },
];

describe("Accordion", () => {
  test("triggers are buttons inside headings and toggle their panel with aria-expanded", async () => {
    const user = userEvent.setup();
    render(<Accordion items={ITEMS} />);
    const trigger = screen.getByRole("button", { name: "Bezorging" });
    expect(trigger.parentElement?.tagName).toBe("H3");
    expect(trigger.getAttribute("aria-expanded")).toBe("false");
    await user.click(trigger);
    expect(trigger.getAttribute("aria-expanded")).toBe("true");
    const panel = document.getElementById(trigger.getAttribute("aria-controls") ?? "");
    expect(panel?.textContent).toBe("Uw krant komt voor 7 uur.");
    // Ark shows the panel through its presence machine: on a busy machine that can take a tick longer.
    await waitFor(() => expect(panel?.hidden).toBe(false));
    await user.click(trigger);
    expect(trigger.getAttribute("aria-expanded")).toBe("false");
  });

  test("one panel at a time unless multiple", async () => {
    const user = userEvent.setup();
    render(<Accordion items={ITEMS} />);
    await user.click(screen.getByRole("button", { name: "Bezorging" }));
    await user.click(screen.getByRole("button", { name: "Betaling" }));
    expect(screen.getByRole("button", { name: "Bezorging" }).getAttribute("aria-expanded")).toBe("false");
  });

  test("a locked trigger is disabled, shows a lock and is announced as vergrendeld", async () => {
    const user = userEvent.setup();
    render(<Accordion items={ITEMS} />);
    const locked = screen.getByRole("button", { name: "Premium artikelen (vergrendeld)" }) as HTMLButtonElement;
    expect(locked.disabled).toBe(true);
    expect(locked.querySelector('svg[data-icon="lock"]')).not.toBeNull();
    await user.click(locked);
    expect(locked.getAttribute("aria-expanded")).toBe("false");
  });

  test("headingLevel and defaultValue", () => {
    render(<Accordion items={ITEMS} headingLevel={2} defaultValue={["betaling"]} multiple />);
    const trigger = screen.getByRole("button", { name: "Betaling" });
    expect(trigger.parentElement?.tagName).toBe("H2");
    expect(trigger.getAttribute("aria-expanded")).toBe("true");
  });
});

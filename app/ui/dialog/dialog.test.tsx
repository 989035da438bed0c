import { act, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { Button } from "~/ui/button/button";
import { Dialog, DialogClose } from "./dialog";

beforeAll(async () => {
  // The Ark part loads on first open; loaded once here, later opens find it in the module cache.
  await import("./dialog-content");
});
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

// Ark's machines hop through microtasks and animation frames before (un)mounting.
async function settle() {
  for (let round = 0; round < 3; round++) await act(() => vi.advanceTimersByTimeAsync(200));
}

describe("Dialog", () => {
  test("opens from its trigger as a labelled modal dialog and closes with the close button", async () => {
    render(
      <Dialog title="Adres wijzigen" description="Uw nieuwe adres gaat in op de gekozen datum." trigger={<Button>Wijzig adres</Button>}>
        <p>Inhoud</p>
      </Dialog>,
    );
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("button", { name: "Wijzig adres" }).getAttribute("aria-haspopup")).toBe("dialog");
    fireEvent.click(screen.getByRole("button", { name: "Wijzig adres" }));
    await settle();
    const dialog = screen.getByRole("dialog", { name: "Adres wijzigen" });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(document.getElementById(dialog.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "Uw nieuwe adres gaat in op de gekozen datum.",
    );
    fireEvent.click(screen.getByRole("button", { name: "Sluiten" }));
    await settle();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Wijzig adres" }));
  });

  test("Escape closes it and reports the change", async () => {
    const onOpenChange = vi.fn();
    render(<Dialog title="Let op" defaultOpen onOpenChange={onOpenChange} />);
    await settle();
    const dialog = screen.getByRole("dialog", { name: "Let op" });
    fireEvent.keyDown(dialog, { key: "Escape" });
    await settle();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  test("can be controlled, with a footer button that closes it", async () => {
    function Controlled() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Open</Button>
          <Dialog
            title="Bevestigen"
            role="alertdialog"
            open={open}
            onOpenChange={setOpen}
            footer={
              <DialogClose>
                <Button variant="secondary">Annuleren</Button>
              </DialogClose>
            }
          />
        </>
      );
    }
    render(<Controlled />);
    fireEvent.click(screen.getByRole("button", { name: "Open" }));
    await settle();
    expect(screen.getByRole("alertdialog", { name: "Bevestigen" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Annuleren" }));
    await settle();
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });
});

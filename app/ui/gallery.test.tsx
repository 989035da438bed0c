import { act, fireEvent, render, screen } from "@testing-library/react";
import axe from "axe-core";
import { MemoryRouter, RouterContextProvider } from "react-router";
import { describe, expect, test, vi } from "vitest";
import { type AppContext, appContext } from "~/platform/request/context";
import { NotificationProvider } from "~/ui/notification/notification-provider";
import { readdirSync } from "node:fs";
import path from "node:path";
import ComponentGallery, { examples, loader, meta } from "~/routes/dev.componenten";

// The gallery route (app/routes/dev.componenten.tsx) shows every app/ui block; this keeps it whole and accessible.

async function axeViolations(disabled: string[] = []) {
  // happy-dom has no layout or stylesheets, so contrast is covered by theme/contrast.test.ts instead.
  const rules = Object.fromEntries(["color-contrast", ...disabled].map((id) => [id, { enabled: false }]));
  const results = await axe.run(document.body, { rules });
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html.slice(0, 160)).join(" | ")}`);
}

function renderGallery() {
  // The app shell provides <main>; the gallery itself adds no landmarks.
  return render(
    <MemoryRouter>
      <main>
        <NotificationProvider>
          <ComponentGallery />
        </NotificationProvider>
      </main>
    </MemoryRouter>,
  );
}

const loaderArgs = (environment: string) => {
  const context = new RouterContextProvider();
  context.set(appContext, { env: { ENVIRONMENT: environment } } as unknown as AppContext);
  return {
    context,
    request: new Request("https://mijn.example/dev/componenten"),
    params: {},
    unstable_pattern: "/dev/componenten",
  } as unknown as Parameters<typeof loader>[0];
};

describe("component gallery", () => {
  test("has an example module next to every kit component", () => {
    // Folders of app/ui that hold a component (a .tsx that is not a test or an example) need a
    // `*.example.tsx`; the gallery lists those modules, so a new component shows up by itself.
    const ui = path.join(process.cwd(), "app/ui"); // vitest runs from the repository root
    const folders = readdirSync(ui, { withFileTypes: true }).filter((entry) => entry.isDirectory() && entry.name !== "gallery");
    const missing = folders
      .filter((folder) => {
        const files = readdirSync(path.join(ui, folder.name));
        const hasComponent = files.some((file) => /\.tsx$/.test(file) && !/\.(test|example)\.tsx$/.test(file));
        return hasComponent && !files.some((file) => file.endsWith(".example.tsx"));
      })
      .map((folder) => folder.name);
    expect(missing).toEqual([]);
    expect(examples.length).toBe(folders.filter((folder) => readdirSync(path.join(ui, folder.name)).some((file) => file.endsWith(".example.tsx"))).length);
  });

  test("is titled and has a heading per block", () => {
    const { container } = renderGallery();
    expect(screen.getByRole("heading", { level: 1, name: "Componentengalerij" })).toBeTruthy();
    const sections = [...container.querySelectorAll("section > h2")].map((heading) => heading.textContent);
    expect(sections).toEqual([
      "Knop",
      "Notificatie",
      "Stappen",
      "Verificatiecode",
      "Telefoonnummer",
      "Formuliervelden",
      "Datum met kalender",
      "Bestanden uploaden",
      "Voortgangsbalk",
      "Tag",
      "Tooltip",
      "Dialoog",
      "Accordeon",
      "Keuzelijst",
      "Marquee",
      "Placeholder",
      "Factuurkaart",
      "Kruimelpad",
      "Paginaomlijsting",
      "Servicetegels",
      "Uitkomst",
      "Foutpaneel",
      "Iconen",
      "Rijke tekst",
    ]);
    expect(meta({} as Parameters<typeof meta>[0])).toEqual([{ title: "Componenten — Mijn Omgeving" }]);
  });

  test("passes axe", async () => {
    renderGallery();
    await act(async () => {});
    expect(await axeViolations()).toEqual([]);
  }, 30_000);

  test("passes axe with a dialog and notifications open", async () => {
    // The dialog's Ark part loads on first open; loaded here so fake timers can settle it.
    await import("~/ui/dialog/dialog-content");
    vi.useFakeTimers();
    renderGallery();
    fireEvent.click(screen.getByRole("button", { name: "Toon error" }));
    fireEvent.click(screen.getByRole("button", { name: "Open dialoog" }));
    for (let round = 0; round < 3; round++) await act(() => vi.advanceTimersByTimeAsync(200));
    // axe schedules its own work on real timers.
    vi.useRealTimers();
    expect(screen.getByRole("dialog", { name: "Adres wijzigen" })).toBeTruthy();
    // The modal hides the page with aria-hidden while trapping focus inside, which axe reports
    // as aria-hidden-focus although the page behind cannot be reached.
    expect(await axeViolations(["aria-hidden-focus"])).toEqual([]);
  }, 30_000);

  test("has no duplicate ids", () => {
    const { container } = renderGallery();
    const ids = [...container.querySelectorAll("[id]")].map((element) => element.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  test("the error panel demo fails and recovers", async () => {
    renderGallery();
    const original = console.error;
    console.error = () => {};
    try {
      fireEvent.click(screen.getByRole("button", { name: "Laat de inhoud mislukken" }));
      expect(screen.getByText("Helaas, deze inhoud kan niet geladen worden.")).toBeTruthy();
      fireEvent.click(screen.getByRole("button", { name: "Probeer opnieuw" }));
      expect(screen.getByText("De inhoud is geladen.")).toBeTruthy();
    } finally {
      console.error = original;
    }
  });

  test("the loader answers 404 in production and nothing elsewhere", async () => {
    let thrown: unknown;
    try {
      await loader(loaderArgs("production"));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
    expect(await (thrown as Response).text()).toBe("Not Found");
    expect(await loader(loaderArgs("acceptance"))).toBeNull();
    expect(await loader(loaderArgs("test"))).toBeNull();
  });
});

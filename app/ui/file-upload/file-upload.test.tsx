import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { FileUpload, type UploadItem } from "./file-upload";
import { type UploadFn, UploadRefusedError, xhrUpload } from "./upload";

const file = (name: string, size = 2048) => new File(["x".repeat(size)], name, { type: "application/pdf" });
const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;
const choose = (...files: File[]) => fireEvent.change(fileInput(), { target: { files } });
const addButton = () => screen.getByRole("button", { name: "Bestand toevoegen" }) as HTMLButtonElement;

/** An upload whose progress and outcome the test drives. */
function controllableUpload() {
  const calls: Array<{
    file: File;
    progress: (percent: number) => void;
    resolve: (value?: unknown) => void;
    reject: (error: Error) => void;
    signal: AbortSignal;
  }> = [];
  const upload: UploadFn = (uploaded, progress, signal) =>
    new Promise<unknown>((resolve, reject) => {
      calls.push({ file: uploaded, progress, resolve, reject, signal });
    });
  return { upload, calls };
}

describe("FileUpload", () => {
  test("lists chosen files with 21-character nanoid keys; each can be removed", () => {
    const onChange = vi.fn<(items: UploadItem[]) => void>();
    render(<FileUpload onChange={onChange} />);
    expect(fileInput().multiple).toBe(true);
    choose(file("foto.jpg"), file("brief.pdf"));
    const items = onChange.mock.lastCall?.[0] ?? [];
    expect(items.map((item) => item.file.name)).toEqual(["foto.jpg", "brief.pdf"]);
    for (const item of items) expect(item.key).toMatch(/^[A-Za-z0-9_-]{21}$/);
    expect(new Set(items.map((item) => item.key)).size).toBe(2);
    fireEvent.click(screen.getByRole("button", { name: "Verwijder foto.jpg" }));
    expect(screen.queryByText("foto.jpg")).toBeNull();
    expect(onChange.mock.lastCall?.[0].map((item) => item.file.name)).toEqual(["brief.pdf"]);
  });

  test("at the maximum the button is disabled and extra files are dropped, with the info message", () => {
    render(<FileUpload max={2} maxInfo />);
    expect(screen.getByText("U kunt maximaal 2 bestanden toevoegen.")).toBeTruthy();
    expect(addButton().getAttribute("aria-describedby")).toBeTruthy();
    choose(file("a.pdf"), file("b.pdf"), file("c.pdf"));
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    expect(screen.queryByText("c.pdf")).toBeNull();
    expect(addButton().disabled).toBe(true);
    expect(screen.getByRole("status").textContent).toContain("1 bestand is niet toegevoegd");
    fireEvent.click(screen.getByRole("button", { name: "Verwijder a.pdf" }));
    expect(addButton().disabled).toBe(false);
  });

  test("without a maximum there is no info; a custom info text is shown as given", () => {
    const { rerender } = render(<FileUpload />);
    expect(screen.queryByText(/maximaal/)).toBeNull();
    rerender(<FileUpload max={3} maxInfo="Maximaal 3 bijlagen van 5 MB." />);
    expect(screen.getByText("Maximaal 3 bijlagen van 5 MB.")).toBeTruthy();
  });

  test("uploads one at a time: pending and uploading show a spinner with progress, then a check or a cross", async () => {
    const { upload, calls } = controllableUpload();
    render(<FileUpload upload={upload} />);
    choose(file("a.pdf"), file("b.pdf"));
    const row = (name: string) => screen.getByText(name).closest("li") as HTMLElement;

    expect(calls).toHaveLength(1);
    expect(row("a.pdf").dataset.status).toBe("uploading");
    expect(row("b.pdf").dataset.status).toBe("pending");
    expect(within(row("a.pdf")).getByRole("img", { name: "Bezig met uploaden" })).toBeTruthy();
    expect(within(row("b.pdf")).getByRole("img", { name: "Wacht op uploaden" }).getAttribute("data-icon")).toBe("spinner");

    act(() => calls[0]?.progress(42));
    expect(row("a.pdf").textContent).toContain("42%");

    await act(async () => calls[0]?.resolve());
    expect(row("a.pdf").dataset.status).toBe("done");
    expect(within(row("a.pdf")).getByRole("img", { name: "Geüpload" }).getAttribute("data-icon")).toBe("check");
    expect(screen.getByRole("status").textContent).toBe("a.pdf is geüpload.");

    expect(calls).toHaveLength(2);
    await act(async () => calls[1]?.reject(new Error("500")));
    expect(row("b.pdf").dataset.status).toBe("error");
    expect(within(row("b.pdf")).getByRole("img", { name: "Uploaden mislukt" }).getAttribute("data-icon")).toBe("cross");
  });

  test("a check refuses files before they are added, with the reason per file", () => {
    const { upload, calls } = controllableUpload();
    const check = (chosen: File) => (chosen.name.endsWith(".exe") ? "dit type bestand kunnen we niet ontvangen." : null);
    render(<FileUpload upload={upload} check={check} />);
    choose(file("virus.exe"), file("bon.pdf"));
    expect(screen.getAllByRole("listitem").filter((item) => !item.dataset.refused).map((item) => item.dataset.status)).toEqual(["uploading"]);
    const refusal = document.querySelector('[data-refused="true"]') as HTMLElement;
    expect(refusal.textContent).toBe("virus.exe is niet toegevoegd: dit type bestand kunnen we niet ontvangen.");
    expect(addButton().getAttribute("aria-describedby")).toContain(refusal.parentElement!.id);
    expect(calls.map((call) => call.file.name)).toEqual(["bon.pdf"]);
  });

  test("a failed upload shows its reason and can be tried again; the result is kept", async () => {
    const { upload, calls } = controllableUpload();
    const onChange = vi.fn<(items: UploadItem[]) => void>();
    render(<FileUpload upload={upload} onChange={onChange} />);
    choose(file("b.pdf"));
    await act(async () => calls[0]?.reject(new UploadRefusedError("Deze uploadlink is verlopen.")));
    const row = screen.getByText("b.pdf").closest("li") as HTMLElement;
    expect(row.textContent).toContain("Deze uploadlink is verlopen.");
    fireEvent.click(screen.getByRole("button", { name: "Opnieuw uploaden b.pdf" }));
    expect(calls).toHaveLength(2);
    expect(row.dataset.status).toBe("uploading");
    await act(async () => (calls[1]?.resolve as (value: unknown) => void)("upload-id-1"));
    expect(onChange.mock.lastCall?.[0][0]).toMatchObject({ status: "done", result: "upload-id-1" });
  });

  test("removing a file while it uploads aborts it", () => {
    const { upload, calls } = controllableUpload();
    render(<FileUpload upload={upload} />);
    choose(file("groot.pdf"));
    fireEvent.click(screen.getByRole("button", { name: "Verwijder groot.pdf" }));
    expect(calls[0]?.signal.aborted).toBe(true);
  });
});

describe("xhrUpload", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  class FakeXhr {
    static last: FakeXhr;
    status = 0;
    method = "";
    url = "";
    body: unknown;
    headers: Record<string, string> = {};
    listeners: Record<string, Array<(event: unknown) => void>> = {};
    upload = {
      listeners: [] as Array<(event: { lengthComputable: boolean; loaded: number; total: number }) => void>,
      addEventListener: (_type: string, listener: (event: { lengthComputable: boolean; loaded: number; total: number }) => void) => {
        this.upload.listeners.push(listener);
      },
    };
    constructor() {
      FakeXhr.last = this;
    }
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    addEventListener(type: string, listener: (event: unknown) => void) {
      (this.listeners[type] ??= []).push(listener);
    }
    send(body: unknown) {
      this.body = body;
    }
    abort() {
      this.emit("abort");
    }
    emit(type: string) {
      for (const listener of this.listeners[type] ?? []) listener({});
    }
  }

  test("posts the file as form data and reports upload progress", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    const progress = vi.fn();
    const done = xhrUpload("/api/upload", { fieldName: "bijlage", headers: { "x-csrf": "t" } })(
      file("a.pdf"),
      progress,
      new AbortController().signal,
    );
    const xhr = FakeXhr.last;
    expect(xhr.method).toBe("POST");
    expect(xhr.url).toBe("/api/upload");
    expect(xhr.headers["x-csrf"]).toBe("t");
    expect((xhr.body as FormData).get("bijlage")).toBeInstanceOf(File);
    for (const listener of xhr.upload.listeners) listener({ lengthComputable: true, loaded: 25, total: 100 });
    expect(progress).toHaveBeenLastCalledWith(25);
    xhr.status = 201;
    xhr.emit("load");
    await expect(done).resolves.toBeUndefined();
    expect(progress).toHaveBeenLastCalledWith(100);
  });

  test("puts the file's own bytes to an upload link, below 100% until the server answers, and reads a refusal's reason", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    const progress = vi.fn();
    const upload = file("a.pdf");
    const refusal = vi.fn(async (_status: number, text: string) => new UploadRefusedError(JSON.parse(text).message));
    const done = xhrUpload("/link/1", { method: "PUT", raw: true, headers: { "content-type": "application/pdf" }, refusal })(upload, progress, new AbortController().signal);
    const xhr = FakeXhr.last;
    expect(xhr.method).toBe("PUT");
    expect(xhr.body).toBe(upload);
    for (const listener of xhr.upload.listeners) listener({ lengthComputable: true, loaded: 100, total: 100 });
    expect(progress).toHaveBeenLastCalledWith(99);
    xhr.status = 410;
    (xhr as unknown as { responseText: string }).responseText = JSON.stringify({ message: "Deze uploadlink is verlopen." });
    xhr.emit("load");
    await expect(done).rejects.toThrow("Deze uploadlink is verlopen.");
    expect(refusal).toHaveBeenCalledWith(410, expect.any(String));
  });

  test("rejects on an error status and aborts with the signal", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    const failed = xhrUpload("/api/upload")(file("a.pdf"), () => {}, new AbortController().signal);
    FakeXhr.last.status = 500;
    FakeXhr.last.emit("load");
    await expect(failed).rejects.toThrow("500");

    const controller = new AbortController();
    const aborted = xhrUpload("/api/upload")(file("a.pdf"), () => {}, controller.signal);
    controller.abort();
    await expect(aborted).rejects.toThrow("aborted");
  });
});

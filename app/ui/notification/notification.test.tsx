import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { Notification, SUCCESS_HIDE_AFTER_MS } from "./notification";
import { NotificationOutlet, NotificationProvider, type NotificationRequest, sameContent, useNotifications } from "./notification-provider";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const timeoutBar = (container: HTMLElement) => container.querySelector('[data-part="timeout"]');

describe("Notification", () => {
  test("success hides itself after 6000 ms, shows a timeout bar and no close button", () => {
    const onClose = vi.fn();
    const { container } = render(
      <Notification variant="success" onClose={onClose}>
        Opgeslagen
      </Notification>,
    );
    expect(screen.getByText("Opgeslagen")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Sluiten" })).toBeNull();
    expect((timeoutBar(container) as HTMLElement).style.animationDuration).toBe("6000ms");

    act(() => vi.advanceTimersByTime(SUCCESS_HIDE_AFTER_MS - 1));
    expect(screen.queryByText("Opgeslagen")).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText("Opgeslagen")).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  test("hideAfterMs overrides the success delay", () => {
    render(
      <Notification variant="success" hideAfterMs={1000}>
        Kort
      </Notification>,
    );
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText("Kort")).toBeNull();
  });

  test.each(["error", "info", "warning"] as const)("%s stays until closed with the close button", (variant) => {
    const onClose = vi.fn();
    const { container } = render(
      <Notification variant={variant} onClose={onClose}>
        Bericht
      </Notification>,
    );
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText("Bericht")).toBeTruthy();
    expect(timeoutBar(container)).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Sluiten" }));
    expect(screen.queryByText("Bericht")).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  test("the auto-hide timer pauses while hovered", () => {
    const { container } = render(<Notification variant="success">Even wachten</Notification>);
    const root = container.firstElementChild as HTMLElement;
    act(() => vi.advanceTimersByTime(5000));
    fireEvent.mouseEnter(root);
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText("Even wachten")).toBeTruthy();
    fireEvent.mouseLeave(root);
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByText("Even wachten")).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText("Even wachten")).toBeNull();
  });

  test("shouldAnnounce uses role alert for errors and status for success", () => {
    const { rerender } = render(
      <Notification variant="error" shouldAnnounce>
        Mislukt
      </Notification>,
    );
    expect(screen.getByRole("alert").textContent).toContain("Mislukt");
    rerender(
      <Notification variant="success" shouldAnnounce>
        Gelukt
      </Notification>,
    );
    expect(screen.getByRole("status").textContent).toContain("Gelukt");
  });

  test("without shouldAnnounce there is no live region", () => {
    render(<Notification variant="error">Stil</Notification>);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.queryByRole("status")).toBeNull();
  });

  test("showIcon toggles the variant icon", () => {
    const { container, rerender } = render(<Notification variant="warning">Let op</Notification>);
    expect(container.querySelector('svg[data-icon="warning"]')).not.toBeNull();
    rerender(
      <Notification variant="warning" showIcon={false}>
        Let op
      </Notification>,
    );
    expect(container.querySelector('svg[data-icon="warning"]')).toBeNull();
  });

  test("placement popover floats, inline stays in flow", () => {
    const { container, rerender } = render(<Notification variant="info">Info</Notification>);
    expect((container.firstElementChild as HTMLElement).dataset.placement).toBe("inline");
    rerender(
      <Notification variant="info" placement="popover">
        Info
      </Notification>,
    );
    expect((container.firstElementChild as HTMLElement).dataset.placement).toBe("popover");
  });
});

function Notifier({ request }: { request: NotificationRequest }) {
  const { notify } = useNotifications();
  return (
    <button type="button" onClick={() => notify(request)}>
      Meld
    </button>
  );
}

describe("NotificationProvider", () => {
  test("used without a provider, notify logs a developer error", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    render(<Notifier request={{ variant: "info", children: "Hallo" }} />);
    fireEvent.click(screen.getByRole("button", { name: "Meld" }));
    expect(error).toHaveBeenCalledWith(expect.stringContaining("no dispatch method found"));
  });

  test("an identical notification does not replace (or restart) the current one", () => {
    function Page() {
      const { notify } = useNotifications();
      return (
        <>
          <NotificationOutlet />
          <button type="button" onClick={() => notify({ variant: "success", children: <strong>Opgeslagen</strong> })}>
            Zelfde
          </button>
          <button type="button" onClick={() => notify({ variant: "error", children: <strong>Opgeslagen</strong> })}>
            Andere variant
          </button>
          <button type="button" onClick={() => notify({ variant: "error", children: "Anders" })}>
            Andere inhoud
          </button>
        </>
      );
    }
    render(
      <NotificationProvider>
        <Page />
      </NotificationProvider>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Zelfde" }));
    act(() => vi.advanceTimersByTime(4000));
    fireEvent.click(screen.getByRole("button", { name: "Zelfde" }));
    // Not replaced: the original timer still ends at 6000 ms.
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByText("Opgeslagen")).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Zelfde" }));
    fireEvent.click(screen.getByRole("button", { name: "Andere variant" }));
    expect(screen.getByRole("button", { name: "Sluiten" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Andere inhoud" }));
    expect(screen.getByText("Anders")).toBeTruthy();
    expect(screen.queryByText("Opgeslagen")).toBeNull();
  });

  test("inline notifications render in the outlet, popover ones from the provider", () => {
    const { container } = render(
      <NotificationProvider>
        <section data-testid="page">
          <NotificationOutlet />
        </section>
        <Notifier request={{ variant: "info", children: "Zwevend", placement: "popover" }} />
      </NotificationProvider>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Meld" }));
    const popover = screen.getByText("Zwevend").closest("[data-placement]") as HTMLElement;
    expect(popover.dataset.placement).toBe("popover");
    expect(container.querySelector("section")?.contains(popover)).toBe(false);
  });

  test("closing calls the request's onClose and a new identical one shows again", () => {
    const onClose = vi.fn();
    render(
      <NotificationProvider>
        <NotificationOutlet />
        <Notifier request={{ variant: "warning", children: "Waarschuwing", onClose }} />
      </NotificationProvider>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Meld" }));
    fireEvent.click(screen.getByRole("button", { name: "Sluiten" }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByText("Waarschuwing")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Meld" }));
    expect(screen.getByText("Waarschuwing")).toBeTruthy();
  });
});

describe("sameContent", () => {
  test("compares text and element trees, ignoring handlers", () => {
    expect(sameContent("a", "a")).toBe(true);
    expect(sameContent("a", "b")).toBe(false);
    expect(sameContent(1, "1")).toBe(true);
    expect(
      sameContent(
        <a href="/x" onClick={() => {}}>
          x
        </a>,
        <a href="/x" onClick={() => {}}>
          x
        </a>,
      ),
    ).toBe(true);
    expect(sameContent(<a href="/x">x</a>, <a href="/y">x</a>)).toBe(false);
    expect(sameContent(["a", <b key="1">b</b>], ["a", <b key="1">b</b>])).toBe(true);
    expect(sameContent(<i>x</i>, <b>x</b>)).toBe(false);
  });
});

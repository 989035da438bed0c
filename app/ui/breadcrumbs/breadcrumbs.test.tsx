import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, test } from "vitest";
import { Breadcrumbs } from "./breadcrumbs";

describe("Breadcrumbs", () => {
  test("a named navigation with links and the current page as plain text", () => {
    render(
      <MemoryRouter>
        <Breadcrumbs
          items={[{ label: "Service", path: "/" }, { label: "Klantenservice" }, { label: "Contact", path: "/klantenservice/contact" }]}
        />
      </MemoryRouter>,
    );
    const nav = screen.getByRole("navigation", { name: "Kruimelpad" });
    const items = within(nav).getAllByRole("listitem");
    expect(items).toHaveLength(3);
    expect(within(nav).getByRole("link", { name: "Service" }).getAttribute("href")).toBe("/");
    // No path: plain text.
    expect(within(items[1] as HTMLElement).queryByRole("link")).toBeNull();
    // The last item is never a link, even with a path, and is the current page.
    expect(within(nav).queryByRole("link", { name: "Contact" })).toBeNull();
    expect(
      within(items[2] as HTMLElement)
        .getByText("Contact")
        .getAttribute("aria-current"),
    ).toBe("page");
  });

  test("renders nothing without items", () => {
    const { container } = render(<Breadcrumbs items={[]} />);
    expect(container.innerHTML).toBe("");
  });
});

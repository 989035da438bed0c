import { render, screen, within } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import { css } from "styled-system/css";
import { RichText, safeHref } from "./rich-text";

let keyCounter = 0;
const key = () => `k${++keyCounter}`;
type Mark = { _key: string; _type: string; [field: string]: unknown };

function block(text: string, options: { style?: string; listItem?: string; level?: number; marks?: string[]; markDefs?: Mark[] } = {}) {
  return {
    _type: "block",
    _key: key(),
    style: options.style ?? "normal",
    ...(options.listItem ? { listItem: options.listItem, level: options.level ?? 1 } : {}),
    markDefs: options.markDefs ?? [],
    children: [{ _type: "span", _key: key(), text, marks: options.marks ?? [] }],
  };
}

/** A paragraph "before <marked>text</marked> after" with one mark definition. */
function marked(text: string, mark: Omit<Mark, "_key">) {
  const markKey = key();
  return {
    _type: "block",
    _key: key(),
    style: "normal",
    markDefs: [{ _key: markKey, ...mark }],
    children: [
      { _type: "span", _key: key(), text: "voor ", marks: [] },
      { _type: "span", _key: key(), text, marks: [markKey] },
      { _type: "span", _key: key(), text: " na", marks: [] },
    ],
  };
}

describe("RichText blocks", () => {
  test("renders normal, h2, h3 and blockquote styles", () => {
    render(
      <RichText
        value={[
          block("Alinea"),
          block("Kop twee", { style: "h2" }),
          block("Kop drie", { style: "h3" }),
          block("Citaat", { style: "blockquote" }),
        ]}
      />,
    );
    expect(screen.getByText("Alinea").tagName).toBe("P");
    expect(screen.getByRole("heading", { level: 2, name: "Kop twee" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 3, name: "Kop drie" })).toBeTruthy();
    expect(screen.getByText("Citaat").tagName).toBe("BLOCKQUOTE");
  });

  test("bullet and number lists, nested by level", () => {
    const { container } = render(
      <RichText
        value={[
          block("Eén", { listItem: "number" }),
          block("Twee", { listItem: "number" }),
          block("Sub", { listItem: "bullet", level: 2 }),
        ]}
      />,
    );
    const ordered = container.querySelector("ol") as HTMLElement;
    expect(within(ordered).getAllByRole("listitem").length).toBeGreaterThanOrEqual(2);
    const nested = ordered.querySelector("li ul") as HTMLElement;
    expect(nested.textContent).toBe("Sub");
  });

  test("check and xmark lists carry tinted icons with a text alternative", () => {
    const { container } = render(
      <RichText value={[block("Digitale krant", { listItem: "check" }), block("Papieren krant", { listItem: "xmark" })]} />,
    );
    const check = container.querySelector('[data-list="check"]') as HTMLElement;
    const xmark = container.querySelector('[data-list="xmark"]') as HTMLElement;
    expect(within(check).getByRole("img", { name: "Ja" }).getAttribute("data-icon")).toBe("check");
    expect(within(xmark).getByRole("img", { name: "Nee" }).getAttribute("data-icon")).toBe("cross");
    expect(check.textContent).toContain("Digitale krant");
  });

  test("empty content logs a warning and renders nothing", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    for (const value of [[], null, undefined, "tekst"]) {
      const { container, unmount } = render(<RichText value={value} />);
      expect(container.innerHTML).toBe("");
      unmount();
    }
    expect(warn).toHaveBeenCalledTimes(4);
    expect(warn.mock.calls[0]?.[0]).toContain("empty");
  });

  test("unknown block types keep their text; unknown styles and marks render as text", () => {
    render(
      <RichText
        value={[
          { _type: "callout", _key: key(), children: [{ _type: "span", text: "Let op <b>dit</b>" }] },
          { _type: "image", _key: key(), asset: { _ref: "x" } },
          block("Vreemde stijl", { style: "h6x" }),
          marked("vreemd", { _type: "sparkle" }),
        ]}
      />,
    );
    // Text, never HTML.
    expect(screen.getByText("Let op <b>dit</b>").tagName).toBe("P");
    expect(document.querySelector("b")).toBeNull();
    expect(screen.getByText("Vreemde stijl").tagName).toBe("P");
    expect(screen.getByText(/voor vreemd na/)).toBeTruthy();
  });
});

describe("RichText marks", () => {
  test("links keep their href; a new-tab link is safe and says so", () => {
    render(
      <RichText
        value={[
          marked("gewoon", { _type: "link", href: "https://www.example.com/a" }),
          marked("nieuw", { _type: "link", href: "https://www.example.com/b", openInNewTab: true }),
        ]}
      />,
    );
    const plain = screen.getByRole("link", { name: "gewoon" });
    expect(plain.getAttribute("href")).toBe("https://www.example.com/a");
    expect(plain.hasAttribute("target")).toBe(false);
    const newTab = screen.getByRole("link", { name: "nieuw (opent in nieuw venster)" });
    expect(newTab.getAttribute("target")).toBe("_blank");
    expect(newTab.getAttribute("rel")).toBe("noopener noreferrer");
  });

  test("isButton links look like the primary button", () => {
    render(<RichText value={[marked("Bekijk aanbod", { _type: "link", href: "/aanbod", isButton: true })]} />);
    const link = screen.getByRole("link", { name: "Bekijk aanbod" });
    expect(link.className.split(" ")).toContain(css({ bg: "brand.primary" }));
  });

  test.each(["javascript:alert(1)", " JaVaScRiPt:alert(1)", "java\tscript:alert(1)", "data:text/html,x", "//evil.example/x", "vbscript:x"])(
    "drops the unsafe href %j and keeps the text",
    (href) => {
      render(<RichText value={[marked("klik", { _type: "link", href })]} />);
      expect(screen.queryByRole("link")).toBeNull();
      expect(screen.getByText(/voor klik na/)).toBeTruthy();
    },
  );

  test("safeHref allows http(s), mailto, tel and relative references", () => {
    for (const href of [
      "https://a.example",
      "http://a.example",
      "mailto:klantenservice@example.com",
      "tel:+31201234567",
      "/account",
      "./x",
      "../y",
      "#faq",
      "?tab=2",
    ]) {
      expect(safeHref(href)).toBe(href);
    }
    expect(safeHref(undefined)).toBeNull();
    expect(safeHref("")).toBeNull();
  });

  test("variable marks show the supplied value, or their own text when none is given", () => {
    render(
      <RichText
        value={[
          marked("{naam}", { _type: "variable", variableName: "firstName" }),
          marked("{datum}", { _type: "variable", variableName: "date" }),
        ]}
        variables={{ firstName: "Anna" }}
      />,
    );
    expect(screen.getByText("voor Anna na")).toBeTruthy();
    expect(screen.getByText("voor {datum} na")).toBeTruthy();
  });

  test("brand-link marks link to that brand's link; a missing link renders plain text", () => {
    render(
      <RichText
        value={[
          marked("De Dagkoerier", { _type: "brandLink", brandId: "DK" }),
          marked("webshop", { _type: "brandLink", brandId: "DK", brandLinkType: "brandWebshop" }),
          marked("Onbekend merk", { _type: "brandLink", brandId: "XX" }),
        ]}
        brandLinks={{ DK: { homepageUrl: "https://www.dagkoerier.example", brandWebshopLinkUrl: "javascript:evil()" } }}
      />,
    );
    expect(screen.getByRole("link", { name: "De Dagkoerier" }).getAttribute("href")).toBe("https://www.dagkoerier.example");
    expect(screen.queryByRole("link", { name: "webshop" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Onbekend merk" })).toBeNull();
    expect(screen.getByText(/voor Onbekend merk na/)).toBeTruthy();
  });

  test("a link mark's brandLinkType takes the current brand's link", () => {
    render(
      <RichText
        value={[marked("opzeggen", { _type: "link", href: "https://fallback.example", brandLinkType: "subscriptionTerminate" })]}
        brandId="WW"
        brandLinks={{ WW: { subscriptionTerminateLinkUrl: "https://www.wereldwijzer.example/opzeggen" } }}
      />,
    );
    expect(screen.getByRole("link", { name: "opzeggen" }).getAttribute("href")).toBe("https://www.wereldwijzer.example/opzeggen");
  });

  test("standard decorators still work", () => {
    render(<RichText value={[block("vet", { marks: ["strong"] }), block("schuin", { marks: ["em"] })]} />);
    expect(screen.getByText("vet").tagName).toBe("STRONG");
    expect(screen.getByText("schuin").tagName).toBe("EM");
  });
});

describe("content-model brand links", () => {
  test("a brandLink mark without brandId links to the current brand's link of its type", () => {
    const { container } = render(
      <RichText
        value={[marked("onze website", { _type: "brandLink", brandLinkType: "homepage" })]}
        brandId="OP"
        brandLinks={{ OP: { homepageUrl: "https://www.ochtendpost.example/" } }}
      />,
    );
    expect(container.querySelector("a")?.getAttribute("href")).toBe("https://www.ochtendpost.example/");
  });

  test("an unknown brandLinkType renders the text without a link", () => {
    const { container } = render(
      <RichText value={[marked("nergens", { _type: "brandLink", brandLinkType: "doesNotExist" })]} brandId="OP" brandLinks={{ OP: { homepageUrl: "https://x.example/" } }} />,
    );
    expect(container.querySelector("a")).toBeNull();
    expect(container.textContent).toContain("nergens");
  });
});

import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { formatEuro, InvoiceCard, type InvoiceCardProps } from "./invoice-card";

const PROPS: InvoiceCardProps = {
  title: "Factuur maart 2026",
  price: 1234.5,
  status: { label: "Betaald", color: "green" },
  subscription: { title: "De Dagkoerier", subTitle: "Digitaal + zaterdag", logoUrl: "/brands/dagkoerier/logo.svg" },
  pdfUrl: "/facturen/F-2026-03.pdf",
  pdfFileName: "factuur-maart-2026.pdf",
  details: <p>Factuurnummer F-2026-03</p>,
};

describe("InvoiceCard", () => {
  test("shows title, euro price in Dutch notation, status tag and subscription", () => {
    render(<InvoiceCard {...PROPS} />);
    expect(screen.getByRole("heading", { level: 3, name: "Factuur maart 2026" })).toBeTruthy();
    expect(screen.getByText(/€\s1\.234,50/)).toBeTruthy();
    expect(screen.getByText("Betaald").dataset.color).toBe("green");
    expect(screen.getByText("De Dagkoerier")).toBeTruthy();
    expect(screen.getByText("Digitaal + zaterdag")).toBeTruthy();
    expect(document.querySelector("img")?.getAttribute("src")).toBe("/brands/dagkoerier/logo.svg");
  });

  test("formatEuro", () => {
    expect(formatEuro(12.5).replace(/\s/, " ")).toBe("€ 12,50");
    expect(formatEuro(0).replace(/\s/, " ")).toBe("€ 0,00");
  });

  test("the PDF link downloads and names its invoice", () => {
    render(<InvoiceCard {...PROPS} />);
    const link = screen.getByRole("link", { name: "Download PDF van Factuur maart 2026" });
    expect(link.getAttribute("href")).toBe("/facturen/F-2026-03.pdf");
    expect(link.getAttribute("download")).toBe("factuur-maart-2026.pdf");
  });

  test("details expand and collapse with aria-expanded", () => {
    render(<InvoiceCard {...PROPS} />);
    const toggle = screen.getByRole("button", { name: "Details van Factuur maart 2026" });
    const region = document.getElementById(toggle.getAttribute("aria-controls") ?? "") as HTMLElement;
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(region.hidden).toBe(true);
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(region.hidden).toBe(false);
    expect(region.textContent).toBe("Factuurnummer F-2026-03");
    fireEvent.click(toggle);
    expect(region.hidden).toBe(true);
  });

  test("without a logo or details there is no image and no toggle", () => {
    render(<InvoiceCard {...PROPS} subscription={{ title: "Wereldwijzer", subTitle: "Maandblad" }} details={undefined} />);
    expect(document.querySelector("img")).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
  });

  test("an unknown status colour does not crash", () => {
    render(<InvoiceCard {...PROPS} status={{ label: "Onbekend", color: "paars" }} />);
    expect(screen.getByText("Onbekend").dataset.color).toBe("gray");
  });
});

describe("InvoiceCard's summary and action", () => {
  test("shows the payment sentence without opening the details, and the action first among the buttons", () => {
    render(<InvoiceCard {...PROPS} summary={<p>Betaald op 14 november 2026 met iDEAL.</p>} action={<a href="/facturen/betalen?factuur=F">Nu betalen</a>} />);
    expect(screen.getByText("Betaald op 14 november 2026 met iDEAL.")).toBeTruthy();
    const links = screen.getAllByRole("link").map((link) => link.textContent);
    expect(links[0]).toBe("Nu betalen");
  });
});

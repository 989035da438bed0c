import { InvoiceCard } from "./invoice-card";
import type { GalleryExample } from "~/ui/gallery/gallery";

function Examples() {
  return (
    <>
      <InvoiceCard
        title="Factuur maart 2026"
        price={24.95}
        status={{ label: "Betaald", color: "green" }}
        subscription={{ title: "De Dagkoerier", subTitle: "Digitaal + zaterdag" }}
        pdfUrl="/facturen/voorbeeld.pdf"
        pdfFileName="factuur-maart-2026.pdf"
        details={<p>Factuurnummer F-2026-03 · vervaldatum 1 april 2026</p>}
      />
      <InvoiceCard
        title="Factuur april 2026"
        price={1234.5}
        status={{ label: "Openstaand", color: "orange" }}
        subscription={{ title: "Wereldwijzer", subTitle: "Maandblad" }}
        pdfUrl="/facturen/voorbeeld-2.pdf"
      />
    </>
  );
}

export const example: GalleryExample = { title: "Factuurkaart", order: 150, Example: Examples };

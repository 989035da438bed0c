import { buttonRecipe } from "~/ui/button/button";
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
        status={{ label: "Achterstallig", color: "red" }}
        subscription={{ title: "Wereldwijzer", subTitle: "Maandblad" }}
        pdfUrl="/facturen/voorbeeld-2.pdf"
        summary={<p style={{ margin: 0 }}>De automatische incasso van dit bedrag is niet gelukt. Betaal nu met iDEAL of creditcard.</p>}
        action={
          <a href="/facturen/betalen?factuur=voorbeeld-2" className={buttonRecipe({ size: "sm" })}>
            Nu betalen
          </a>
        }
      />
    </>
  );
}

export const example: GalleryExample = { title: "Factuurkaart", order: 150, Example: Examples };

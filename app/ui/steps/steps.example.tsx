import { Example } from "~/ui/gallery/example";
import { Steps } from "./steps";
import type { GalleryExample } from "~/ui/gallery/gallery";

function Examples() {
  return (
    <>
      <Example title="Horizontaal">
        <Steps
          orientation="horizontal"
          label="Verhuizing doorgeven"
          steps={[
            { id: "adres", label: "Nieuw adres", status: "completed" },
            { id: "datum", label: "Verhuisdatum", status: "active" },
            { id: "extra", label: "Verborgen stap", status: "inactive", hidden: true },
            { id: "controle", label: "Controleren", status: "inactive" },
          ]}
        />
      </Example>
      <Example title="Verticaal, bezig en fout">
        <Steps
          label="Betaalwijze wijzigen"
          steps={[
            { id: "keuze", label: "Betaalwijze kiezen", status: "completed" },
            { id: "bank", label: "Bank bevestigt", status: "loading" },
            { id: "mandaat", label: "Machtiging", status: "error" },
            { id: "klaar", label: "Klaar", status: "inactive" },
          ]}
        />
      </Example>
    </>
  );
}

export const example: GalleryExample = { title: "Stappen", order: 20, Example: Examples };

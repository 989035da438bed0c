import { useState } from "react";
import { Button } from "~/ui/button/button";
import { ErrorPanel } from "./error-panel";
import type { GalleryExample } from "~/ui/gallery/gallery";

function Fragile({ broken }: { broken: boolean }) {
  if (broken) throw new Error("Gallery: deliberate render failure");
  return <p>De inhoud is geladen.</p>;
}

function ErrorPanelDemo() {
  const [broken, setBroken] = useState(false);
  return (
    <>
      <div>
        <Button variant="secondary" size="sm" onClick={() => setBroken(true)} disabled={broken}>
          Laat de inhoud mislukken
        </Button>
      </div>
      <ErrorPanel onReset={() => setBroken(false)}>
        <Fragile broken={broken} />
      </ErrorPanel>
    </>
  );
}

function Examples() {
  return (
    <>
      <ErrorPanelDemo />
    </>
  );
}

export const example: GalleryExample = { title: "Foutpaneel", order: 180, Example: Examples };

import { Accordion } from "./accordion";
import type { GalleryExample } from "~/ui/gallery/gallery";

function Examples() {
  return (
    <>
      <Accordion
        items={[
          {
            value: "bezorging",
            title: "Hoe laat wordt mijn krant bezorgd?",
            content: <p>Voor 7.00 uur op werkdagen en voor 8.00 uur op zaterdag.</p>,
          },
          { value: "vakantie", title: "Kan ik mijn krant tijdelijk stopzetten?", content: <p>Ja, via de vakantieservice.</p> },
          { value: "premium", title: "Premium-archief", content: <p>Alleen voor abonnees met Premium.</p>, locked: true },
        ]}
      />
    </>
  );
}

export const example: GalleryExample = { title: "Accordeon", order: 110, Example: Examples };

import { Select } from "./select";
import type { GalleryExample } from "~/ui/gallery/gallery";

function Examples() {
  return (
    <>
      <Select
        label="Onderwerp"
        name="onderwerp"
        options={[
          { value: "account", label: "Account" },
          { value: "digital_reading", label: "Digitaal lezen" },
          { value: "subscription", label: "Abonnement" },
          { value: "payment", label: "Betaling" },
          { value: "delivery", label: "Bezorging" },
          { value: "other", label: "Overig" },
        ]}
        hint="Typ een beginletter om te springen."
      />
      <Select
        label="Land"
        required={false}
        defaultValue="be"
        options={[
          { value: "nl", label: "Nederland" },
          { value: "be", label: "België" },
        ]}
        errors={["Kies een land."]}
      />
    </>
  );
}

export const example: GalleryExample = { title: "Keuzelijst", order: 120, Example: Examples };

import { useState } from "react";
import { PhoneInput } from "./phone-input";
import type { GalleryExample } from "~/ui/gallery/gallery";

function Examples() {
  const [phone, setPhone] = useState<{ value: string; bracket: boolean }>({ value: "", bracket: true });
  return (
    <>
      <PhoneInput label="Telefoonnummer" onChange={(value, bracket) => setPhone({ value, bracket })} hint="Bijvoorbeeld 6 12345678" />
      <p aria-live="polite">
        Waarde: {phone.value || "(leeg)"} — eindigt op haakje: {phone.bracket ? "ja" : "nee"}
      </p>
      <PhoneInput label="Telefoonnummer (België, ingevuld)" inputProps={{ defaultValue: "+32470123456" }} />
      <PhoneInput
        label="Telefoonnummer met fout"
        required={false}
        errors={["Vul een geldig Nederlands of Belgisch telefoonnummer in."]}
      />
    </>
  );
}

export const example: GalleryExample = { title: "Telefoonnummer", order: 40, Example: Examples };

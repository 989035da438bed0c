import { Button } from "~/ui/button/button";
import { stack } from "~/ui/gallery/example";
import { DateField } from "./date-field";
import { RadioGroupField } from "./choice-group";
import { TextField } from "./field";
import { TextAreaField } from "./text-area-field";
import { MaskedTextField } from "./masked-text-field";
import { dateMask, numberMask, patternMask } from "./masks";
import { PasswordField } from "./password-field";
import type { PasswordRule } from "./password-requirements";
import type { GalleryExample } from "~/ui/gallery/gallery";

const PASSWORD_RULES: PasswordRule[] = [
  { id: "length", label: "Minimaal 8 tekens", test: (value) => value.length >= 8 },
  { id: "case", label: "Een hoofdletter en een kleine letter", test: (value) => /[A-Z]/.test(value) && /[a-z]/.test(value) },
  { id: "digit", label: "Minimaal 1 cijfer", test: (value) => /\d/.test(value) },
];

function Examples() {
  return (
    <>
      <form noValidate className={stack} onSubmit={(event) => event.preventDefault()}>
        <TextField label="Voornaam" inputProps={{ autoComplete: "given-name" }} customValidity="Vul uw voornaam in." />
        <TextField label="Tussenvoegsel" required={false} />
        <TextField label="Straat" errors={["Dit veld is verplicht."]} hint="Zoals op uw post" />
        <MaskedTextField label="Bedrag" mask={numberMask()} hint="Twee decimalen, met komma" />
        <MaskedTextField label="Datum (getypt)" mask={dateMask()} hint="dd.mm.jjjj" />
        <MaskedTextField label="Postcode" mask={patternMask("0000 aa")} inputProps={{ autoComplete: "postal-code" }} />
        <PasswordField label="Nieuw wachtwoord" requirements={PASSWORD_RULES} inputProps={{ autoComplete: "new-password" }} />
        <PasswordField label="Wachtwoord met patroon" pattern=".{8,}" errors={["Uw wachtwoord is te kort."]} />
        <DateField label="Ingangsdatum" />
        <DateField label="Geboortedatum (tekst)" required={false} inputProps={{ type: "text" }} />
        <TextAreaField label="Toelichting" required={false} hint="Maximaal 500 tekens" textAreaProps={{ maxLength: 500 }} />
        <RadioGroupField
          legend="Hoe wilt u betalen?"
          name="voorbeeld-betaalwijze"
          options={[
            { value: "incasso", label: "Automatische incasso" },
            { value: "factuur", label: "Per factuur" },
          ]}
          defaultValue="incasso"
          errorId="voorbeeld-betaalwijze-fout"
        />
        <div>
          <Button type="submit">Versturen</Button>
        </div>
      </form>
    </>
  );
}

export const example: GalleryExample = { title: "Formuliervelden", order: 50, Example: Examples };

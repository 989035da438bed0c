import { useState } from "react";
import { Example } from "~/ui/gallery/example";
import { VerificationCodeInput } from "./verification-code-input";
import type { GalleryExample } from "~/ui/gallery/gallery";

function Examples() {
  const [code, setCode] = useState("");
  return (
    <>
      <Example title="Zes vakjes">
        <VerificationCodeInput autoFocus={false} onChange={setCode} name="code" />
        <p aria-live="polite">Gemelde waarde: {code ? code : "(nog niet compleet)"}</p>
      </Example>
      <Example title="Met scheidingsteken en fout">
        <VerificationCodeInput autoFocus={false} label="Code uit de sms" separator="·" errors={["Deze code klopt niet."]} />
      </Example>
    </>
  );
}

export const example: GalleryExample = { title: "Verificatiecode", order: 30, Example: Examples };

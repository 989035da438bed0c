import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { belgianMessage } from "../../workers/origin/rules/words";

// The origin's messages reach a Belgian brand's page as the origin wrote them (the portal shows the
// origin's own text beside the field). On a Belgian brand the portal asks for nl-BE and the origin
// passes every error message through `belgianMessage`; this holds that function to every message the
// origin has, as workers/content/dataset.test.ts holds the portal's nl-BE texts.
const originDir = path.resolve(import.meta.dirname, "../../workers/origin");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "generated" || name === "test" || name === ".wrangler" ? [] : sourceFiles(full);
    return /\.ts$/.test(name) && !/\.test\.ts$|\.d\.ts$/.test(name) && name !== "words.ts" ? [full] : [];
  });
}

/** The same Dutch-only words as the content rule. */
const DUTCH_ONLY = [/inlog/i, /\blog (?:opnieuw )?in\b/i, /ingelogd/i, /uitlog/i, /apparaa?t/i, /klantenservice/i, /\bheeft u\b/i, /\bu heeft\b/i, /\bwoonplaats\b/i, /(?<![/\w-])bezorg/i, /\buw (nieuwe|huidige) adres\b/i];

/** String literals and template texts (interpolations kept as written). */
function literals(source: string): string[] {
  return [...source.matchAll(/"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g)].map((match) => match[1] ?? match[2] ?? "");
}

describe("the origin's messages on a Belgian brand", () => {
  const messages = sourceFiles(originDir).flatMap((file) =>
    literals(readFileSync(file, "utf8"))
      .filter((text) => DUTCH_ONLY.some((word) => word.test(text)))
      .map((text) => ({ file: path.relative(originDir, file), text })),
  );

  it("finds the messages it checks", () => {
    expect(messages.length).toBeGreaterThan(30);
  });

  it("says every one without a Dutch-only word", () => {
    for (const { file, text } of messages) {
      const belgian = belgianMessage(text);
      for (const word of DUTCH_ONLY) expect(belgian, `${file}: ${text}`).not.toMatch(word);
    }
  });

  it("keeps the sentences whole", () => {
    expect(belgianMessage("U bent niet (meer) ingelogd. Log opnieuw in.")).toBe("U bent niet (meer) aangemeld. Meld u opnieuw aan.");
    expect(belgianMessage("U heeft ingelogd en gekozen om uw account te behouden.")).toBe("U hebt zich aangemeld en gekozen om uw account te behouden.");
    expect(belgianMessage("Er is al een account met dit e-mailadres. Log in of kies 'Ik ben mijn wachtwoord vergeten'.")).toBe(
      "Er is al een account met dit e-mailadres. Meld u aan of kies 'Ik ben mijn wachtwoord vergeten'.",
    );
    expect(belgianMessage("Het inlogformulier is verlopen.")).toBe("Het aanmeldformulier is verlopen.");
    expect(belgianMessage("Heeft u dit niet zelf aangevraagd?")).toBe("Hebt u dit niet zelf aangevraagd?");
    expect(belgianMessage("In 2027 heeft u nog 3 dagen over.")).toBe("In 2027 hebt u nog 3 dagen over.");
    expect(belgianMessage("Neem contact op met de klantenservice.")).toBe("Neem contact op met de klantendienst.");
    expect(belgianMessage("Klik nogmaals op Uitloggen.")).toBe("Klik nogmaals op Afmelden.");
    expect(belgianMessage("Op uw nieuwe adres bezorgen wij deze krant niet. Kies bezorging per post of digitaal lezen.")).toBe(
      "Op uw nieuw adres bedelen wij deze krant niet. Kies bedeling per post of digitaal lezen.",
    );
    expect(belgianMessage("De eerste krant op uw nieuwe adres kan vanaf de verhuisdatum tot 28 dagen daarna.")).toBe(
      "De eerste krant op uw nieuw adres kan vanaf de verhuisdatum tot 28 dagen daarna.",
    );
    expect(belgianMessage("Uw huidige adres blijft staan; het nieuwe adres komt erbij.")).toBe("Uw huidig adres blijft staan; het nieuwe adres komt erbij.");
    expect(belgianMessage("Vul de postcode van het bezorgadres in.")).toBe("Vul de postcode van het bedelingsadres in.");
    expect(belgianMessage("Kies een periode met minstens 1 bezorgdag.")).toBe("Kies een periode met minstens 1 bedelingsdag.");
    expect(belgianMessage("Door een zieke bezorger is De Dagkoerier vandaag niet bezorgd.")).toBe("Door een zieke bedeler is De Dagkoerier vandaag niet bedeeld.");
    expect(belgianMessage("3 bezorgklachten")).toBe("3 bedelingsklachten");
    // A path stays a path.
    expect(belgianMessage("Zie /bezorgservice/storing/x")).toBe("Zie /bezorgservice/storing/x");
    // "uw" is not "u": these stay.
    expect(belgianMessage("Anna heeft uw uitnodiging geaccepteerd.")).toBe("Anna heeft uw uitnodiging geaccepteerd.");
    expect(belgianMessage("De eigenaar heeft uw verzoek niet geaccepteerd.")).toBe("De eigenaar heeft uw verzoek niet geaccepteerd.");
  });
});

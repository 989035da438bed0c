import { RichText } from "./rich-text";
import type { GalleryExample } from "~/ui/gallery/gallery";

function span(text: string, marks: string[] = []) {
  return { _type: "span", _key: `${text}-${marks.join()}`, text, marks };
}

const RICH_TEXT = [
  { _type: "block", _key: "h2", style: "h2", markDefs: [], children: [span("Uw abonnement")] },
  {
    _type: "block",
    _key: "intro",
    style: "normal",
    markDefs: [
      { _type: "variable", _key: "name", variableName: "firstName" },
      { _type: "link", _key: "faq", href: "/klantenservice/veelgestelde-vragen" },
      { _type: "link", _key: "ext", href: "https://www.example.com/voorwaarden", openInNewTab: true },
      { _type: "link", _key: "bad", href: "javascript:alert(1)" },
    ],
    children: [
      span("Beste "),
      span("{voornaam}", ["name"]),
      span(", lees de "),
      span("veelgestelde vragen", ["faq"]),
      span(" of de "),
      span("voorwaarden", ["ext"]),
      span(". Een "),
      span("onveilige link", ["bad"]),
      span(" wordt gewone tekst. "),
      span("Vet", ["strong"]),
      span(" en "),
      span("schuin", ["em"]),
      span("."),
    ],
  },
  { _type: "block", _key: "h3", style: "h3", markDefs: [], children: [span("Wat zit erin")] },
  { _type: "block", _key: "c1", style: "normal", listItem: "check", level: 1, markDefs: [], children: [span("Digitale krant")] },
  { _type: "block", _key: "c2", style: "normal", listItem: "check", level: 1, markDefs: [], children: [span("Zaterdageditie op papier")] },
  {
    _type: "block",
    _key: "x1",
    style: "normal",
    listItem: "xmark",
    level: 1,
    markDefs: [],
    children: [span("Doordeweekse papieren krant")],
  },
  { _type: "block", _key: "n1", style: "normal", listItem: "number", level: 1, markDefs: [], children: [span("Log in")] },
  { _type: "block", _key: "n2", style: "normal", listItem: "number", level: 1, markDefs: [], children: [span("Kies uw abonnement")] },
  { _type: "block", _key: "b1", style: "normal", listItem: "bullet", level: 2, markDefs: [], children: [span("Digitaal of papier")] },
  {
    _type: "block",
    _key: "quote",
    style: "blockquote",
    markDefs: [],
    children: [span("De krant lag elke ochtend om half zeven op de mat.")],
  },
  {
    _type: "block",
    _key: "cta",
    style: "normal",
    markDefs: [
      { _type: "link", _key: "btn", href: "/abonnementen", isButton: true },
      { _type: "brandLink", _key: "brand", brandId: "DK" },
      { _type: "brandLink", _key: "missing", brandId: "ONBEKEND" },
    ],
    children: [
      span("Naar mijn abonnementen", ["btn"]),
      span(" · Naar "),
      span("De Dagkoerier", ["brand"]),
      span(" · "),
      span("merk zonder link", ["missing"]),
    ],
  },
];

function Examples() {
  return (
    <>
      <RichText
        value={RICH_TEXT}
        variables={{ firstName: "Anna" }}
        brandLinks={{ DK: { homepageUrl: "https://www.dagkoerier.example" } }}
      />
    </>
  );
}

export const example: GalleryExample = { title: "Rijke tekst", order: 200, Example: Examples };

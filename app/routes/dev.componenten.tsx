import { css } from "styled-system/css";
import type { Route } from "./+types/dev.componenten";
import { appContext } from "~/platform/request/context";
import type { GalleryExample } from "~/ui/gallery/gallery";

// Every app/ui block in every state, for designers, reviewers and the axe check. Not in production.
// Each block is the `<component>.example.tsx` next to its component; this route only lists them.

export function loader({ context }: Route.LoaderArgs) {
  if (context.get(appContext).env.ENVIRONMENT === "production") throw new Response("Not Found", { status: 404 });
  return null;
}

export const meta: Route.MetaFunction = () => [{ title: "Componenten — Mijn Omgeving" }];

const modules = import.meta.glob<GalleryExample>("../ui/**/*.example.tsx", { eager: true, import: "example" });
export const examples: GalleryExample[] = Object.values(modules).sort((a, b) => a.order - b.order);

export default function ComponentGallery() {
  // The shell (routes/_shell.tsx) provides the page's one NotificationProvider.
  return (
    <div className={css({ maxW: "containerWide", mx: "auto", px: "4", py: "8" })}>
      <h1 className={css({ fontSize: "3xl", fontWeight: "bold" })}>Componentengalerij</h1>
      <p className={css({ color: "fg.muted", mt: "2" })}>Alle bouwstenen uit app/ui in al hun toestanden. Alleen buiten productie.</p>
      {examples.map(({ title, Example }) => (
        <section key={title} className={css({ py: "8", borderTopWidth: "1px", borderTopStyle: "solid", borderColor: "border.default" })}>
          <h2 className={css({ fontSize: "2xl", fontWeight: "bold", mb: "4" })}>{title}</h2>
          <div className={css({ display: "flex", flexDirection: "column", gap: "4" })}>
            <Example />
          </div>
        </section>
      ))}
    </div>
  );
}

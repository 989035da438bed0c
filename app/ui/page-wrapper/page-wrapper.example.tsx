import { css } from "styled-system/css";
import type { GalleryExample } from "~/ui/gallery/gallery";
import { PageWrapper } from "./page-wrapper";

const area = css({ borderWidth: "1px", borderStyle: "dashed", borderColor: "border.default", rounded: "md", p: "3" });

function Examples() {
  return (
    <div className={css({ borderWidth: "1px", borderStyle: "solid", borderColor: "border.default", rounded: "lg" })}>
      <PageWrapper
        heading={<p className={area}>Kopgebied: alleen op smalle schermen</p>}
        sidebar={<p className={area}>Zijbalk: alleen vanaf tablet liggend (1024 px)</p>}
      >
        <p className={area}>Hoofdgebied: altijd zichtbaar</p>
      </PageWrapper>
    </div>
  );
}

export const example: GalleryExample = { title: "Paginaomlijsting", order: 165, Example: Examples };

import type { ComponentType } from "react";

/** One block of the component gallery (/dev/componenten): `<component>.example.tsx` next to the component. */
export interface GalleryExample {
  /** Section heading (Dutch, as designers and reviewers read it). */
  title: string;
  /** Place in the gallery: lower comes first. */
  order: number;
  Example: ComponentType;
}

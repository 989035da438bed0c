import { Example } from "~/ui/gallery/example";
import { FileUpload } from "./file-upload";
import type { UploadFn } from "./upload";
import type { GalleryExample } from "~/ui/gallery/gallery";

/** A pretend upload for the gallery: progress in steps, and files named "fout…" fail. */
const demoUpload: UploadFn = (file, onProgress, signal) =>
  new Promise<void>((resolve, reject) => {
    let percent = 0;
    const timer = setInterval(() => {
      percent += 20;
      onProgress(percent);
      if (percent >= 100) {
        clearInterval(timer);
        if (file.name.toLowerCase().startsWith("fout")) reject(new Error("demo failure"));
        else resolve();
      }
    }, 400);
    signal.addEventListener("abort", () => {
      clearInterval(timer);
      reject(new DOMException("Upload aborted", "AbortError"));
    });
  });

function Examples() {
  return (
    <>
      <Example title="Maximaal 3, met voortgang (bestanden die met “fout” beginnen mislukken en kunnen opnieuw; .exe wordt geweigerd)">
        <FileUpload
          max={3}
          maxInfo
          upload={demoUpload}
          check={(file) => (file.name.toLowerCase().endsWith(".exe") ? "programma's kunnen niet mee." : null)}
          label="Bijlage toevoegen"
        />
      </Example>
      <Example title="Zonder upload en zonder maximum">
        <FileUpload label="Foto toevoegen" accept="image/*" />
      </Example>
    </>
  );
}

export const example: GalleryExample = { title: "Bestanden uploaden", order: 60, Example: Examples };

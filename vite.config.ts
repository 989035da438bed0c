import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import path from "node:path";
import { defineConfig } from "vite";
import { clientChunks } from "./scripts/client-chunks.mjs";
import { fizzStringChunks } from "./scripts/fizz-string-chunks.mjs";
import { staticPandaCss } from "./scripts/static-css.mjs";
import { routeTranslationKeys } from "./scripts/translation-keys.mjs";

export default defineConfig({
  plugins: [cloudflare({ viteEnvironment: { name: "ssr" } }), reactRouter(), routeTranslationKeys(), staticPandaCss(), fizzStringChunks(), clientChunks()],
  resolve: {
    alias: {
      "~": path.resolve(import.meta.dirname, "app"),
      "@contracts": path.resolve(import.meta.dirname, "contracts"),
      "styled-system": path.resolve(import.meta.dirname, "styled-system"),
    },
  },
  build: { sourcemap: false },
});

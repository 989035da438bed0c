import type { Plugin } from "vite";
export function clientChunks(): Plugin;

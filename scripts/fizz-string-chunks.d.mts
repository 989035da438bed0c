import type { Plugin } from "vite";
export function stringChunksSource(source: string): string;
export function fizzStringChunks(): Plugin;

import type { Plugin } from "vite";
export function routeMatchMemoSource(source: string): string;
export function routeMatchMemo(): Plugin;

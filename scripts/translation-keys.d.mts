import type { Plugin } from "vite";
export function datasetTranslationKeys(): Set<string>;
export function createTranslationKeyScanner(knownKeys?: Set<string>): { keysOf(routeFile: string): string[] };
export function isRouteModule(file: string): boolean;
export function routeTranslationKeys(): Plugin;

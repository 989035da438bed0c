import { useRouteLoaderData } from "react-router";
import type { PageProps } from "~/platform/page-props.server";

/** The root loader's page props (app/platform/page-props.server.ts), for the shell and the features. */
export type RootData = PageProps;

export function useRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}

import { useRouteLoaderData } from "react-router";
import type { LoaderPageProps, PageProps } from "~/platform/rendering/page-props.server";
import { withSharedPageProps } from "~/platform/rendering/shared-page-props";

/** The root loader's page props (app/platform/rendering/page-props.server.ts), for the shell and the features. */
export type RootData = PageProps;

/** The page props from the root loader's data, its shared part (brand, translations) in place. */
export function rootData(loaderData: LoaderPageProps | undefined): RootData | undefined {
  return loaderData ? withSharedPageProps(loaderData) : undefined;
}

export function useRootData(): RootData | undefined {
  return rootData(useRouteLoaderData("root") as LoaderPageProps | undefined);
}

export type CurrentAccount = NonNullable<RootData["account"]>;

export const ACCOUNT_REQUIRED_WARNING = "Account: an account is required here but it is undefined (render this only behind requireAccount).";

/**
 * The account of the page props (spec §3), or null when logged out. `required`: the caller is only
 * rendered for a logged-in visitor; without an account that is a developer error (spec §8), warned.
 */
export function useAccount(options: { required?: boolean } = {}): CurrentAccount | null {
  const account = useRootData()?.account ?? null;
  if (options.required && !account) console.warn(ACCOUNT_REQUIRED_WARNING);
  return account;
}

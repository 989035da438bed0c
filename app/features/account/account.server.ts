import { AccountOverviewDocument } from "~/graphql/generated/graphql";
import type { AppContext } from "~/platform/context";
import { originGraphQL } from "~/platform/origin.server";
import type { Session } from "~/platform/session.server";

export async function loadAccountOverview(app: AppContext, session: Session) {
  return originGraphQL(app, session, AccountOverviewDocument, {});
}

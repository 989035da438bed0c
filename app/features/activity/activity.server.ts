import { describeUserAgent } from "~/platform/locale/user-agent";
import { ActivityTimelineDocument } from "~/graphql/generated/graphql";
import type { AccountRequest } from "~/forms/account-request.server";
import { originGraphQL } from "~/platform/origin/graphql.server";

export const ACTIVITY_PAGE_SIZE = 20;
/** The origin's cursors are event ids. */
const CURSOR = /^[1-9][0-9]{0,15}$/;

export interface ActivityEventView {
  id: string;
  type: string;
  at: string;
  /** The device of the session that did it, while that session is still active. */
  device: string | null;
  thisDevice: boolean;
  /** Brand name for events about one brand. */
  brandName: string | null;
  /** Number of devices for OTHER_SESSIONS_REVOKED. */
  count: number | null;
}

export interface ActivityPage {
  /** The cursor this page starts after (null: the newest). */
  after: string | null;
  events: ActivityEventView[];
  nextCursor: string | null;
}

/** The `?na=` cursor of the URL: null for the first page, undefined when it is not a cursor at all. */
export function cursorParam(url: URL): string | null | undefined {
  const value = url.searchParams.get("na");
  if (value === null || value === "") return null;
  return CURSOR.test(value) ? value : undefined;
}

/** One page of the timeline, newest first, with the device of every event whose session is still active. */
export async function loadActivityPage({ app, session }: AccountRequest, after: string | null): Promise<ActivityPage> {
  const { activityTimeline, sessions } = await originGraphQL(app, session, ActivityTimelineDocument, { first: ACTIVITY_PAGE_SIZE, after });
  const devices = new Map(sessions.map((entry) => [entry.id, entry]));
  const brandNames = new Map(app.brands.map((brand) => [brand.key, brand.name]));
  return {
    after,
    nextCursor: activityTimeline.pageInfo.hasNextPage ? (activityTimeline.pageInfo.endCursor ?? null) : null,
    events: activityTimeline.events.map((event) => {
      const details = new Map(event.details.map((detail) => [detail.key, detail.value]));
      const sessionOfEvent = event.sessionId ? devices.get(event.sessionId) : undefined;
      const brand = details.get("brand");
      const count = Number(details.get("count"));
      return {
        id: event.id,
        type: event.type,
        at: event.at,
        device: sessionOfEvent ? describeUserAgent(sessionOfEvent.userAgent) : null,
        thisDevice: Boolean(sessionOfEvent?.current),
        brandName: brand ? (brandNames.get(brand) ?? null) : null,
        count: event.type === "OTHER_SESSIONS_REVOKED" && Number.isInteger(count) ? count : null,
      };
    }),
  };
}

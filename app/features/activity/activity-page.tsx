import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { Link } from "~/ui/link";
import { css } from "styled-system/css";
import { useT } from "~/shell/i18n";
import { ContentErrorPanel } from "~/shell/content-error-panel";
import { buttonRecipe } from "~/ui/button/button";
import type { ActivityEventView, ActivityPage } from "./activity.server";
import { type DateSettings, dateSettings, formatDateTime, formatTime, groupByDay } from "~/platform/locale/dates";
import { activityLabel } from "./event-types";

export interface ActivityData {
  page: ActivityPage | null;
  /** The loader's clock, so "Vandaag" is the same on the server and in the browser. */
  now: number;
  language: "nl" | "be";
}

const PATH = "/account/activiteit";
const eventId = (id: string) => `activiteit-${id}`;

function EventItem({ event, settings }: { event: ActivityEventView; settings: DateSettings }) {
  const t = useT();
  const label = activityLabel(event.type);
  const device = event.thisDevice ? t("activityThisDevice", "Op dit apparaat") : event.device;
  return (
    <li
      id={eventId(event.id)}
      tabIndex={-1}
      className={css({ display: "grid", gridTemplateColumns: "3.5rem 1fr", gap: "3", py: "3", borderBottom: "1px solid", borderColor: "border.default", outline: "none", _focusVisible: { outline: "3px solid", outlineColor: "fg.link" } })}
    >
      <time dateTime={event.at} title={formatDateTime(event.at, settings)} className={css({ color: "fg.muted", fontVariantNumeric: "tabular-nums" })}>
        {formatTime(event.at, settings)}
      </time>
      <div>
        <p className={css({ fontWeight: "semibold", m: "0" })}>{t(label.key, label.label)}</p>
        {event.brandName ? <p className={css({ m: "0" })}>{event.brandName}</p> : null}
        {event.count !== null ? <p className={css({ m: "0" })}>{t("activityDeviceCount", "Aantal apparaten: {count}", { count: event.count })}</p> : null}
        {device ? <p className={css({ m: "0", fontSize: "sm", color: "fg.muted" })}>{device}</p> : null}
      </div>
    </li>
  );
}

export function ActivityTimelinePage({ data }: { data: ActivityData }) {
  const t = useT();
  const settings = dateSettings(data.language);
  const fetcher = useFetcher<ActivityData>();
  const [more, setMore] = useState<ActivityPage[]>([]);
  const [focusId, setFocusId] = useState<string | null>(null);

  // A new first page (navigation, revalidation) starts the list again.
  useEffect(() => setMore([]), [data.page]);
  useEffect(() => {
    const page = fetcher.data?.page;
    if (!page) return;
    setMore((pages) => (pages.some((existing) => existing.after === page.after) ? pages : [...pages, page]));
    if (page.events[0]) setFocusId(page.events[0].id);
  }, [fetcher.data]);
  // Keyboard and screen-reader users continue at the first event that was added.
  useEffect(() => {
    if (focusId) document.getElementById(eventId(focusId))?.focus();
  }, [focusId]);

  const heading = <h1 className={css({ fontSize: { base: "2xl", tablet: "3xl" }, fontWeight: "bold", mb: "2" })}>{t("activityHeading", "Activiteit")}</h1>;
  if (!data.page) {
    return (
      <>
        {heading}
        <ContentErrorPanel />
      </>
    );
  }

  const pages = [data.page, ...more];
  const events = pages.flatMap((page) => page.events);
  const nextCursor = pages.at(-1)!.nextCursor;
  const groups = groupByDay(events, data.now, settings);
  const loading = fetcher.state !== "idle";

  return (
    <>
      {heading}
      <p className={css({ mb: "6", color: "fg.muted" })}>
        {t("activityIntro", "Hier ziet u wat er in uw account is gebeurd, het nieuwste bovenaan.")}
      </p>
      {data.page.after ? (
        <p className={css({ mb: "4" })}>
          <Link to={PATH}>{t("activityNewest", "Naar de nieuwste activiteit")}</Link>
        </p>
      ) : null}
      {groups.length === 0 ? (
        <p>{t("activityEmpty", "Er is nog geen activiteit om te tonen.")}</p>
      ) : (
        groups.map((group) => (
          <section key={group.key} aria-labelledby={`dag-${group.key}`} className={css({ mb: "6" })}>
            <h2 id={`dag-${group.key}`} className={css({ fontSize: "lg", fontWeight: "semibold", mb: "1" })}>
              {group.label}
            </h2>
            <ol className={css({ listStyle: "none", p: "0", m: "0" })}>
              {group.items.map((event) => (
                <EventItem key={event.id} event={event} settings={settings} />
              ))}
            </ol>
          </section>
        ))
      )}
      {nextCursor ? (
        <Link
          to={`${PATH}?na=${nextCursor}`}
          className={buttonRecipe({ variant: "secondary" })}
          aria-disabled={loading || undefined}
          onClick={(event) => {
            // With JavaScript the next page is added below; without it the link opens that page.
            event.preventDefault();
            if (!loading) fetcher.load(`${PATH}?na=${nextCursor}`);
          }}
        >
          {loading ? t("activityLoadingMore", "Bezig met laden…") : t("activityLoadMore", "Meer laden")}
        </Link>
      ) : null}
    </>
  );
}

import { lazy } from "react";
import { Outlet, useLocation } from "react-router";
import { css } from "styled-system/css";
import { useRootData } from "~/shell/root-data";
import { loginLink } from "~/platform/content/links";
import { ChatProvider, ChatWidget } from "~/shell/chat";
import { DifferentAccountNotice, Footer, Header, MobileBottomMenu, PreviewBar, RouteChangeOverlay, SiteAlerts, SkipLink, TopNavigation, useFocusMainOnNavigate } from "~/shell/layout-parts";
import { DataLayer } from "~/shell/data-layer";
import { ExternalScripts } from "~/shell/external-scripts";
import { RouteContent } from "~/shell/route-content";
import { NotificationOutlet, NotificationProvider } from "~/ui/notification/notification-provider";

// The embedded chat's window: its own chunk, loaded when the launcher is first used (ADR 30).
const ChatWindow = lazy(() => import("~/features/chat/chat-window").then((module) => ({ default: module.ChatWindow })));

// The shared layout of spec §2: skip link, header, sticky navigation, site alerts, main, chat, footer.
// In the brand's app (webview: an /app/ path or the app's user agent) the app has its own header and
// navigation, so the page shows only its content: no header, navigation, footer, bottom menu or chat.
export default function Shell() {
  const root = useRootData();
  const location = useLocation();
  useFocusMainOnNavigate();
  if (!root) return <Outlet />;
  const webview = root.clientSettings.hasWebviewLimitation;
  const loginHref = loginLink(root.siteBase, `${location.pathname}${location.search}`);
  return (
    <NotificationProvider>
    <ChatProvider
      initial={{ isChatAvailable: root.chat.available, liveChatEnabled: root.brand?.chat.liveChatEnabled ?? false, salesforceChatEnabled: root.brand?.chat.salesforceChatEnabled ?? false }}
    >
      {/* First in the tree: its screen view goes out before the page's own events (a banner's impression). */}
      <DataLayer root={root} />
      <SkipLink />
      {root.preview ? <PreviewBar /> : null}
      {webview ? null : <Header root={root} loggedIn={root.loginState !== "NotLoggedIn"} loginHref={loginHref} />}
      {root.loginState === "LoggedInDifferentAccount" && root.otherAccount && root.account ? (
        <DifferentAccountNotice username={root.account.username} otherAccount={root.otherAccount} callbackUrl={`${location.pathname}${location.search}`} />
      ) : null}
      {webview ? null : <TopNavigation sticky />}
      <SiteAlerts alerts={root.siteAlerts} />
      <main id="inhoud" tabIndex={-1} className={css({ outline: "none", minH: "50vh" })}>
        <div className={css({ maxW: { base: "container", tablet: "containerWide" }, mx: "auto", px: "4" })}>
          <NotificationOutlet />
        </div>
        <RouteContent>
          <Outlet />
        </RouteContent>
      </main>
      {webview ? null : (
        <>
          <ChatWidget Window={ChatWindow} />
          <Footer root={root} />
          <MobileBottomMenu />
        </>
      )}
      <RouteChangeOverlay />
      <ExternalScripts root={root} />
    </ChatProvider>
    </NotificationProvider>
  );
}

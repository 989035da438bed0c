import { Outlet, useLocation } from "react-router";
import { css } from "styled-system/css";
import { useRootData } from "~/shell/root-data";
import { loginLink } from "~/platform/links";
import { ChatProvider, ChatWidget } from "~/shell/chat";
import { DifferentAccountNotice, Footer, Header, MobileBottomMenu, PreviewBar, RouteChangeOverlay, SiteAlerts, SkipLink, TopNavigation, useFocusMainOnNavigate } from "~/shell/layout-parts";
import { ExternalScripts } from "~/shell/external-scripts";
import { NotificationOutlet, NotificationProvider } from "~/ui/notification/notification-provider";

// The shared layout of spec §2: skip link, header, sticky navigation, site alerts, main, chat, footer.
export default function Shell() {
  const root = useRootData();
  const location = useLocation();
  useFocusMainOnNavigate();
  if (!root) return <Outlet />;
  const loginHref = loginLink(root.siteBase, `${location.pathname}${location.search}`);
  return (
    <NotificationProvider>
    <ChatProvider initial={{ liveChatEnabled: root.brand?.chat.liveChatEnabled ?? false, salesforceChatEnabled: root.brand?.chat.salesforceChatEnabled ?? false }}>
      <SkipLink />
      {root.preview ? <PreviewBar /> : null}
      <Header root={root} loggedIn={root.loginState !== "NotLoggedIn"} loginHref={loginHref} />
      {root.loginState === "LoggedInDifferentAccount" && root.otherAccount && root.account ? (
        <DifferentAccountNotice username={root.account.username} otherAccount={root.otherAccount} callbackUrl={`${location.pathname}${location.search}`} />
      ) : null}
      <TopNavigation sticky />
      <SiteAlerts alerts={root.siteAlerts} />
      <main id="inhoud" tabIndex={-1} className={css({ outline: "none", minH: "50vh" })}>
        <div className={css({ maxW: { base: "container", tablet: "containerWide" }, mx: "auto", px: "4" })}>
          <NotificationOutlet />
        </div>
        <Outlet />
      </main>
      <ChatWidget />
      <Footer root={root} />
      <MobileBottomMenu />
      <RouteChangeOverlay />
      <ExternalScripts root={root} />
    </ChatProvider>
    </NotificationProvider>
  );
}

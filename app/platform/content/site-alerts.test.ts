import { describe, expect, it } from "vitest";
import { openAlerts, type SiteAlert } from "./site-alerts";

const alerts: SiteAlert[] = [
  { id: "siteAlert.vernieuwde-mijn-omgeving", message: "Welkom", variant: "info" },
  { id: "siteAlert.drukkerij", message: "Later bezorgd", variant: "warning" },
  { id: "siteAlert.storing", message: "Storing", variant: "error" },
];

describe("alerts a visitor closed", () => {
  it("are left out, from the cookie's comma-separated ids", () => {
    expect(openAlerts(alerts, null).map((alert) => alert.id)).toEqual(alerts.map((alert) => alert.id));
    expect(openAlerts(alerts, encodeURIComponent("siteAlert.vernieuwde-mijn-omgeving,siteAlert.drukkerij")).map((alert) => alert.id)).toEqual(["siteAlert.storing"]);
  });

  it("never include an error alert (an outage stays in view), and ignore ids that are no ids", () => {
    expect(openAlerts(alerts, "siteAlert.storing").map((alert) => alert.id)).toContain("siteAlert.storing");
    expect(openAlerts(alerts, encodeURIComponent("<script>,siteAlert.drukkerij")).map((alert) => alert.id)).toEqual(["siteAlert.vernieuwde-mijn-omgeving", "siteAlert.storing"]);
    expect(openAlerts(alerts, "%E0%A4%A")).toHaveLength(3);
  });
});

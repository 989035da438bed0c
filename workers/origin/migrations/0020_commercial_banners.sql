-- Commercial banners (issue 15, ADR 31): which offer a brand advertises where in the portal. The portal
-- reads the list from GET /api/commercial-offerings/banners (public, not personal) into its page props
-- (`commercialBanner`, each with configuration.brand and configuration.type) and shows a brand's banners
-- in the slot its type names: 'service-home' (/) or 'subscriptions' (/abonnementen).
CREATE TABLE commercial_banners (
  id TEXT PRIMARY KEY,
  brand_key TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('service-home', 'subscriptions')),
  offer_id TEXT NOT NULL REFERENCES offers (id),
  headline TEXT NOT NULL,
  cta_label TEXT NOT NULL,
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  position INTEGER NOT NULL
);
CREATE INDEX commercial_banners_brand ON commercial_banners (brand_key, type, position);

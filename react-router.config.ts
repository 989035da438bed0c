import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  future: {
    v8_middleware: true,
    v8_viteEnvironmentApi: true,
    // A first dev visit that discovers new dependencies would otherwise reload and break hydration.
    unstable_optimizeDeps: true,
  },
  // Brand hosts are content, so the list is set per request in workers/app.ts; this is the build default.
  allowedActionOrigins: [],
} satisfies Config;

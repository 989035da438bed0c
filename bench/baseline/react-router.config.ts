import type { Config } from "@react-router/dev/config";

// The bench's baseline: the smallest React Router v7 app on Cloudflare Workers, built with the same
// versions of react, react-router, @react-router/dev, the Cloudflare Vite plugin and wrangler.
export default {
  ssr: true,
  future: { v8_middleware: true, v8_viteEnvironmentApi: true },
} satisfies Config;

import { route } from "@react-router/dev/routes";

// Routes that are not the product: the baselines `npm run bench` measures the product's screens against
// (bench/run.mjs). Kept out of the product's route table in app/routes.ts, which only appends them; each
// answers 404 in production.
export const benchRoutes = [route("__bench/bare", "bench/bare-route.tsx")];

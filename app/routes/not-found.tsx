import { data } from "react-router";
import { ErrorScreen } from "~/shell/error-screen";

// Both /404 and every unknown path: the Dutch not-found screen with a real 404 status.
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <ErrorScreen status={404} />;
}

import { data } from "react-router";
import { ErrorScreen } from "~/shell/error-screen";

export function loader() {
  return data(null, { status: 500 });
}

export default function ServerError() {
  return <ErrorScreen status={500} />;
}

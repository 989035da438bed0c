import { redirect } from "react-router";
import { exitPreviewCookie } from "~/platform/preview.server";

export function loader() {
  return redirect("/", { headers: { "set-cookie": exitPreviewCookie() } });
}

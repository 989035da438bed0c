import { redirect } from "react-router";
import { exitPreviewCookie } from "~/platform/content/preview.server";

export function loader() {
  return redirect("/", { headers: { "set-cookie": exitPreviewCookie() } });
}

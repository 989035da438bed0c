import type { Route } from "./+types/verhuisservice.adres";
import { addressPreview } from "~/features/moving/moving.server";
import { accountRequest } from "~/forms/account-request.server";

// GET /verhuisservice/adres?postcode=&huisnummer=&toevoeging=: the move form's address preview as you
// type (JSON; the form works without it: its own submit looks the address up as well).
export async function loader({ context, request }: Route.LoaderArgs) {
  return addressPreview(accountRequest(context), new URL(request.url));
}

import type { Area } from "../area";
import { rest } from "./rest";
import { seed } from "./seed";

export const offers: Area = { name: "offers", rest, seed };

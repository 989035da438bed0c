// The portal's bounded body reads (the contact form's uploads, the API gateway, the error-reporting
// tunnel): the one reader both Workers share (lib/request-body.ts).
export { joinBytes, readBytesLimited, readTextLimited as readBodyLimited } from "../../../lib/request-body";

// Names the page, the form, the route modules and the upload proxy share.

export const CONTACT_FORM_INTENT = "contact-form";
export const CONTACT_FORM_PATH = "/klantenservice/contact/formulier";
export const CONTACT_FORM_APP_PATH = "/klantenservice/contact/app/basis-formulier";
/** The portal's upload proxy: POST for a link, PUT …/<uploadId>?expires=&signature= for the file. */
export const UPLOAD_PROXY_PATH = "/klantenservice/contact/formulier/bijlage";
export const TOPIC_PARAM = "onderwerp";
export const SUB_TOPIC_PARAM = "subonderwerp";

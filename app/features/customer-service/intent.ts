// Names shared by the customer-service pages, their forms and their links.

/** ?vraag=<slug> opens that FAQ question on the server; #vraag-<slug> is the deep link. */
export const QUESTION_PARAM = "vraag";
export const questionAnchor = (slug: string) => `vraag-${slug}`;
/** The FAQ feedback form: which question, and "ja" or "nee". */
export const FEEDBACK_FIELD = "vraag";
export const HELPFUL_FIELD = "nuttig";

export const FAQ_PATH = "/klantenservice/veelgestelde-vragen";
export const CONTACT_PATH = "/klantenservice/contact";
export const EMAIL_SERVICE_PATH = "/klantenservice/email";
/** The contact form (another feature): `?onderwerp=<topic>&subonderwerp=<sub-topic>` preselects both. */
export const CONTACT_FORM_PATH = "/klantenservice/contact/formulier";
export const TOPIC_PARAM = "onderwerp";
export const SUB_TOPIC_PARAM = "subonderwerp";

// The forms of /account, told apart by `intent`. Apart from the schemas, which the page imports lazily.

export const PERSONAL_INTENT = "personal-information";
export const ADDRESS_INTENT = "address";
export const DELETE_ADDRESS_INTENT = "delete-address";

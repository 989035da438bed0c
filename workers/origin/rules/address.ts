/**
 * The one mapping between an address in a row (street, house_number, house_number_suffix, zip_code,
 * city, country_code; optionally with a column prefix such as `delivery_`) and the schema's address
 * shape (UmsAddress, HolidayServiceTemporaryAddressDetail, MovingHouseServiceAddressDetail).
 */
export interface AddressColumns {
  street: string | null;
  house_number: string | null;
  house_number_suffix: string | null;
  zip_code: string | null;
  city: string | null;
  country_code: string | null;
}

export interface AddressShape {
  street: string;
  houseNumber: string;
  houseNumberSuffix: string | null;
  zipCode: string;
  city: string;
  countryCode: string;
}

/** The address's values in column order (street, house_number, house_number_suffix, zip_code, city, country_code), to bind. */
export function addressValues(a: AddressShape): [string, string, string | null, string, string, string] {
  return [a.street, a.houseNumber, a.houseNumberSuffix, a.zipCode, a.city, a.countryCode];
}

/** The address, or null when the row has none (a required part is empty). */
export function toAddress(row: AddressColumns): AddressShape | null {
  if (!row.street || !row.house_number || !row.zip_code || !row.city) return null;
  return {
    street: row.street,
    houseNumber: row.house_number,
    houseNumberSuffix: row.house_number_suffix,
    zipCode: row.zip_code,
    city: row.city,
    countryCode: row.country_code ?? "NL",
  };
}

/** For tables whose address columns are NOT NULL (holiday temporary addresses, moves). */
export function requiredAddress(row: AddressColumns): AddressShape {
  const address = toAddress(row);
  if (!address) throw new Error("Address columns are empty in a row that must have an address.");
  return address;
}

/** Reads the columns of a prefixed address (`delivery_street`, …) as AddressColumns. */
export function prefixedAddressColumns(row: object, prefix: string): AddressColumns {
  const columns = row as Record<string, string | null | undefined>;
  const column = (name: keyof AddressColumns) => columns[`${prefix}${name}`] ?? null;
  return {
    street: column("street"),
    house_number: column("house_number"),
    house_number_suffix: column("house_number_suffix"),
    zip_code: column("zip_code"),
    city: column("city"),
    country_code: column("country_code"),
  };
}

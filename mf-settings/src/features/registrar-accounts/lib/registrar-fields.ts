// How each registrar's account form looks (spec 1 §2 API Credentials card, §3 fields, §5 required
// fields). Which fields exist and which are required comes from @dop/contracts, so the form and
// the registrars service cannot disagree.
import {
  GANDI_CONTACT_FIELDS,
  NAMECHEAP_CONTACT_FIELDS,
  REGISTRAR_FIELDS,
  REQUIRED_FIELDS,
  SECRET_FIELDS,
  type AccountField,
  type Registrar,
  type SecretField,
} from '@dop/contracts/registrars';

export type AccountData = Partial<Record<AccountField, string>>;

export const FIELD_LABELS: Record<AccountField, string> = {
  name: 'Name',
  apiKey: 'API Key',
  apiSecret: 'API Secret',
  secretKey: 'Secret Key',
  apiToken: 'API Token',
  username: 'Username',
  apiUser: 'API User',
  clientIp: 'Client IP',
  proxy: 'Proxy',
  contactFirstName: 'First Name',
  contactLastName: 'Last Name',
  contactAddress1: 'Address',
  contactCity: 'City',
  contactStateProvince: 'State/Province',
  contactPostalCode: 'Postal Code',
  contactCountry: 'Country',
  contactPhone: 'Phone',
  contactEmail: 'Email',
  contactGiven: 'First Name',
  contactFamily: 'Last Name',
  contactStreetaddr: 'Street Address',
  contactZip: 'ZIP / Postal Code',
};

/** Hints only where the format is not obvious (spec 1 §2: 2-letter country, '+CC.number' phone). */
export const FIELD_PLACEHOLDERS: Partial<Record<AccountField, string>> = {
  proxy: 'host:port or user:pass@host:port',
  clientIp: '203.0.113.10',
  contactCountry: 'US',
  contactPhone: '+1.5555555555',
};

const CONTACT_FIELDS: Record<Registrar, readonly AccountField[]> = {
  namecheap: NAMECHEAP_CONTACT_FIELDS,
  gandi: GANDI_CONTACT_FIELDS,
  namesilo: [],
  dynadot: [],
  spaceship: [],
  porkbun: [],
};

export function contactFieldsOf(registrar: Registrar): readonly AccountField[] {
  return CONTACT_FIELDS[registrar];
}

/** The account fields outside the contact section, in the contract's order. */
export function mainFieldsOf(registrar: Registrar): readonly AccountField[] {
  const contacts = new Set<AccountField>(CONTACT_FIELDS[registrar]);
  return (REGISTRAR_FIELDS[registrar] as readonly AccountField[]).filter((f) => !contacts.has(f));
}

export function allFieldsOf(registrar: Registrar): readonly AccountField[] {
  return REGISTRAR_FIELDS[registrar] as readonly AccountField[];
}

export function isRequired(registrar: Registrar, field: AccountField): boolean {
  return (REQUIRED_FIELDS[registrar] as readonly string[]).includes(field);
}

export function isSecret(field: AccountField): field is SecretField {
  return (SECRET_FIELDS as readonly string[]).includes(field);
}

/** Spec 1 §2: the gandi token is always masked on entry, so it gets no show/hide toggle. */
export function hasRevealToggle(registrar: Registrar, field: AccountField): boolean {
  return isSecret(field) && !(registrar === 'gandi' && field === 'apiToken');
}

/** Spec 1 §2/§9: the add forms start with a sample contact, US for namecheap and GB for gandi. */
export const SAMPLE_CONTACTS: Partial<Record<Registrar, AccountData>> = {
  namecheap: {
    contactFirstName: 'John',
    contactLastName: 'Smith',
    contactAddress1: '123 Main Street',
    contactCity: 'New York',
    contactStateProvince: 'NY',
    contactPostalCode: '10001',
    contactCountry: 'US',
    contactPhone: '+1.2125551234',
    contactEmail: 'john.smith@example.com',
  },
  gandi: {
    contactGiven: 'James',
    contactFamily: 'Wilson',
    contactStreetaddr: '10 Downing Street',
    contactZip: 'SW1A 2AA',
    contactCity: 'London',
    contactCountry: 'GB',
    contactEmail: 'james.wilson@example.co.uk',
    contactPhone: '+44.2071234567',
  },
};

export function emptyForm(registrar: Registrar): AccountData {
  const blank = Object.fromEntries(allFieldsOf(registrar).map((f) => [f, '']));
  return { ...blank, ...SAMPLE_CONTACTS[registrar] };
}

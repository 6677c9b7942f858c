// The team-shared provider credentials the ownership suite walks through: where each kind lives, a
// valid add body with one secret in it, and a valid edit. Secrets are longer than the 10-character
// preview so a leaked full value and its preview can be told apart in an answer.

export interface CredentialKind {
  label: string;
  /** The service that stores it (its database is rel_<service> in the reliability stack). */
  service: string;
  /** List and add path; `${url}/{id}` edits and deletes. */
  url: string;
  create: Record<string, unknown>;
  edit: Record<string, unknown> & { name: string };
  /** The full secret in `create`; answers may carry only its preview. */
  secret: string;
  previewLength: number;
}

const PREVIEW = 10;

export const CREDENTIAL_KINDS: CredentialKind[] = [
  {
    label: 'registrar (namesilo)',
    service: 'registrars',
    url: '/api/accounts/namesilo',
    create: { name: 'team-silo', apiKey: 'silo-secret-key-0123456789' },
    edit: { name: 'team-silo-renamed' },
    secret: 'silo-secret-key-0123456789',
    previewLength: PREVIEW,
  },
  {
    label: 'Hurricane Electric',
    service: 'dns-providers',
    url: '/api/accounts/hurricane-electric',
    create: { name: 'team-he', email: 'he@example.test', password: 'he-secret-password-987' },
    // HE's edit form sends every field back; the password as its preview keeps the stored one.
    edit: { name: 'team-he-renamed', email: 'he@example.test', password: 'he-secret-...' },
    secret: 'he-secret-password-987',
    previewLength: PREVIEW,
  },
  {
    label: 'PowerDNS',
    service: 'dns-providers',
    url: '/api/accounts/powerdns',
    create: { name: 'team-pdns', apiKey: 'pdns-secret-api-key-555', apiUrl: 'http://127.0.0.1:8081' },
    edit: { name: 'team-pdns-renamed', apiKey: 'pdns-secre...', apiUrl: 'http://127.0.0.1:8081' },
    secret: 'pdns-secret-api-key-555',
    previewLength: PREVIEW,
  },
  {
    label: 'DiorHost',
    service: 'hosting',
    url: '/api/accounts/diorhost',
    create: { name: 'team-dior', email: 'dior@example.test', password: 'dior-secret-password-42' },
    edit: { name: 'team-dior-renamed' },
    secret: 'dior-secret-password-42',
    previewLength: PREVIEW,
  },
];

// What counts as a secret for the audit: values known to the run (simulator credentials, the
// product's own INTERNAL_SECRET and SECRETS_KEY, every e-mailed code) and shapes no legitimate log
// line, NATS body or stored document should hold (e2e passwords, raw session cookies, bearer tokens).
import fs from 'node:fs';
import path from 'node:path';

export interface SecretPattern {
  what: string;
  re: RegExp;
}

const SECRET_NAME = /pass|key|token|secret|auth/i;

/** String values under secret-looking names, at any depth (`{ namesilo: { credentials: { apiKey } } }`). */
export function secretValues(value: unknown, name = '', depth = 0): string[] {
  if (depth > 6 || value === null || value === undefined) return [];
  if (typeof value === 'string') return SECRET_NAME.test(name) && value.length >= 8 && !/^https?:\/\//.test(value) ? [value] : [];
  if (typeof value !== 'object') return [];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) =>
    secretValues(v, SECRET_NAME.test(name) ? name : k, depth + 1),
  );
}

/** INTERNAL_SECRET and SECRETS_KEY as the supervisor generated them. */
export function productSecrets(dataDir: string): string[] {
  const file = path.join(dataDir, 'secrets.json');
  if (!fs.existsSync(file)) return [];
  return secretValues(JSON.parse(fs.readFileSync(file, 'utf8')));
}

/** Every six-digit code in the captured mails (sign-up and reset codes). */
export function mailedCodes(mailDir: string): string[] {
  if (!fs.existsSync(mailDir)) return [];
  const codes = new Set<string>();
  for (const f of fs.readdirSync(mailDir)) {
    for (const m of fs.readFileSync(path.join(mailDir, f), 'utf8').matchAll(/code is (\d{6})\b/g)) codes.add(m[1]);
  }
  return [...codes];
}

export const SECRET_PATTERNS: SecretPattern[] = [
  { what: 'an e2e password (Pw-<12 hex>)', re: /Pw-[0-9a-f]{12}/ },
  { what: 'a raw session cookie', re: /\bsid=[A-Za-z0-9_-]{16,}/ },
  { what: 'a bearer token', re: /Bearer [A-Za-z0-9._~+/-]{16,}/ },
];

/**
 * A mailed code counts only as a value of its own ("123456", =123456, :123456), not inside a longer
 * number nor as the first characters of an id or hash ("459159ab…": an ObjectId, a UUID or a SHA-256
 * that happened to begin with the code made a run fail once).
 */
export function codePattern(code: string): RegExp {
  return new RegExp(`(["'=:]\\s*)${code}(?![0-9A-Za-z_-])`);
}

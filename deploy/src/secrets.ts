// INTERNAL_SECRET (signs the gateway's identity headers) and SECRETS_KEY (encrypts secrets at rest) must
// stay the same across restarts, or sessions break and stored secrets become unreadable. When env does
// not give them, they are generated once and kept in DATA_DIR/secrets.json, readable by the owner only.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { isBase64Key32 } from './config';

export interface Secrets {
  internalSecret: string;
  secretsKey: string;
}

export interface SecretsResult extends Secrets {
  file: string;
  /** Which values were newly generated and written to the file. */
  generated: Array<keyof Secrets>;
}

function readFile(file: string): Partial<Secrets> {
  if (!fs.existsSync(file)) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    throw new Error(`${file} is not valid JSON (${(err as Error).message}); fix or delete it`);
  }
  const rec = (parsed ?? {}) as Record<string, unknown>;
  const out: Partial<Secrets> = {};
  if (typeof rec.internalSecret === 'string') {
    if (rec.internalSecret.length < 32) throw new Error(`${file}: internalSecret must be at least 32 characters`);
    out.internalSecret = rec.internalSecret;
  }
  if (typeof rec.secretsKey === 'string') {
    if (!isBase64Key32(rec.secretsKey)) throw new Error(`${file}: secretsKey must be base64 of exactly 32 bytes`);
    out.secretsKey = rec.secretsKey;
  }
  return out;
}

/** Values from env win; otherwise the file's; otherwise new random ones, which are then persisted. */
export function loadSecrets(dataDir: string, fromEnv: Partial<Secrets>): SecretsResult {
  const file = path.join(dataDir, 'secrets.json');
  if (fromEnv.internalSecret && fromEnv.secretsKey) {
    return { internalSecret: fromEnv.internalSecret, secretsKey: fromEnv.secretsKey, file, generated: [] };
  }
  const stored = readFile(file);
  const generated: Array<keyof Secrets> = [];
  if (!stored.internalSecret) {
    stored.internalSecret = randomBytes(32).toString('base64url');
    generated.push('internalSecret');
  }
  if (!stored.secretsKey) {
    stored.secretsKey = randomBytes(32).toString('base64');
    generated.push('secretsKey');
  }
  if (generated.length) {
    fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    // Written to a temp file first so a crash never leaves a half-written key behind.
    const tmp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, JSON.stringify(stored, null, 2) + '\n', { mode: 0o600 });
    fs.renameSync(tmp, file);
  }
  // An existing file may have been created with a wider mode (e.g. copied by hand).
  if (fs.existsSync(file)) fs.chmodSync(file, 0o600);
  return {
    internalSecret: fromEnv.internalSecret ?? stored.internalSecret,
    secretsKey: fromEnv.secretsKey ?? stored.secretsKey,
    file,
    generated,
  };
}

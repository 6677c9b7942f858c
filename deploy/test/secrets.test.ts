import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isBase64Key32 } from '../src/config';
import { loadSecrets } from '../src/secrets';

let dir: string;
beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secrets-'))));
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const mode = (file: string): number => fs.statSync(file).mode & 0o777;

describe('secrets file', () => {
  it('generates both secrets once, owner-only, and reuses them', () => {
    const first = loadSecrets(path.join(dir, 'data'), {});
    expect(first.generated).toEqual(['internalSecret', 'secretsKey']);
    expect(first.internalSecret.length).toBeGreaterThanOrEqual(32);
    expect(isBase64Key32(first.secretsKey)).toBe(true);
    expect(mode(first.file)).toBe(0o600);
    const again = loadSecrets(path.join(dir, 'data'), {});
    expect(again.generated).toEqual([]);
    expect(again.internalSecret).toBe(first.internalSecret);
    expect(again.secretsKey).toBe(first.secretsKey);
  });

  it('lets env win and writes nothing when env gives both', () => {
    const env = { internalSecret: 'e'.repeat(40), secretsKey: Buffer.alloc(32, 7).toString('base64') };
    const r = loadSecrets(dir, env);
    expect(r).toMatchObject({ ...env, generated: [] });
    expect(fs.existsSync(r.file)).toBe(false);
  });

  it('fills only what env lacks, keeping the env value out of the file', () => {
    const r = loadSecrets(dir, { internalSecret: 'i'.repeat(32) });
    expect(r.internalSecret).toBe('i'.repeat(32));
    const stored = JSON.parse(fs.readFileSync(r.file, 'utf8'));
    expect(stored.secretsKey).toBe(r.secretsKey);
    expect(stored.internalSecret).not.toBe('i'.repeat(32));
  });

  it('tightens a file that was readable by others', () => {
    const file = path.join(dir, 'secrets.json');
    fs.writeFileSync(file, JSON.stringify({ internalSecret: 'x'.repeat(32), secretsKey: Buffer.alloc(32).toString('base64') }), {
      mode: 0o644,
    });
    fs.chmodSync(file, 0o644);
    loadSecrets(dir, {});
    expect(mode(file)).toBe(0o600);
  });

  it('refuses a corrupt file instead of silently replacing the keys', () => {
    fs.writeFileSync(path.join(dir, 'secrets.json'), '{ not json');
    expect(() => loadSecrets(dir, {})).toThrow(/secrets.json is not valid JSON/);
    fs.writeFileSync(path.join(dir, 'secrets.json'), JSON.stringify({ secretsKey: 'short' }));
    expect(() => loadSecrets(dir, {})).toThrow(/secretsKey must be base64 of exactly 32 bytes/);
  });
});

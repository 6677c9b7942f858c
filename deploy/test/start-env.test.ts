// `npm start` with a bad environment exits before starting anything, naming each bad variable.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

describe('npm start with a bad env', () => {
  it('exits 1 naming PORT and LOG_LEVEL, with no data written', () => {
    const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'badenv-')), 'data');
    const r = spawnSync(process.execPath, [path.join(root, 'deploy/bin/start.js')], {
      cwd: root,
      env: { ...process.env, PORT: 'eighty', LOG_LEVEL: 'loud', DATA_DIR: dataDir, SKIP_BUILD: '1', SKIP_INSTALL: '1' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('PORT: must be a port number 1-65535, got "eighty"');
    expect(r.stderr).toMatch(/LOG_LEVEL: must be one of/);
    expect(fs.existsSync(dataDir)).toBe(false);
  });
});

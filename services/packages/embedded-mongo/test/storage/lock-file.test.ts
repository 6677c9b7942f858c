// The data-directory lock: one owner at a time, live owners named in the refusal, stale locks taken over.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { acquireLock, DataDirLockedError, LOCK_FILE_NAME } from '../../src/storage/lock-file';

let dir: string;
beforeEach(() => {
  dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'em-lock-')));
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('data directory lock', () => {
  it('writes our PID, refuses a second holder in this process, and removes the file on release', () => {
    const lock = acquireLock(dir);
    expect(fs.readFileSync(path.join(dir, LOCK_FILE_NAME), 'utf8').trim()).toBe(String(process.pid));
    expect(() => acquireLock(dir)).toThrow(DataDirLockedError);
    lock.release();
    expect(fs.existsSync(path.join(dir, LOCK_FILE_NAME))).toBe(false);
    acquireLock(dir).release();
  });

  it('refuses a directory locked by another live process, naming the directory and its PID', async () => {
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'], { stdio: 'ignore' });
    try {
      fs.writeFileSync(path.join(dir, LOCK_FILE_NAME), `${child.pid}\n`);
      expect(() => acquireLock(dir)).toThrow(`data directory ${dir} is in use by another embedded-mongo server (PID ${child.pid})`);
    } finally {
      child.kill('SIGKILL');
      await new Promise((r) => child.once('exit', r));
    }
    // Once that process is gone its lock is stale and is taken over.
    const lock = acquireLock(dir);
    expect(fs.readFileSync(path.join(dir, LOCK_FILE_NAME), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('takes over a lock whose PID now belongs to a program that is not node (PID reused)', async () => {
    const child = spawn('sleep', ['30'], { stdio: 'ignore' });
    try {
      fs.writeFileSync(path.join(dir, LOCK_FILE_NAME), `${child.pid}\n`);
      acquireLock(dir).release();
    } finally {
      child.kill('SIGKILL');
      await new Promise((r) => child.once('exit', r));
    }
  });

  it('takes over a lock whose PID is our own but is not held here (left by a crashed run)', () => {
    fs.writeFileSync(path.join(dir, LOCK_FILE_NAME), `${process.pid}\n`);
    const lock = acquireLock(dir);
    lock.release();
  });
});

// The data-directory lock: `embedded-mongo.lock` holds the owner's PID. LMDB itself lets several
// processes share an environment, so this file is what keeps a second server off a directory.
import fs from 'node:fs';
import path from 'node:path';
import { ensurePrivateDir, PRIVATE_FILE_MODE } from './private-files';

export const LOCK_FILE_NAME = 'embedded-mongo.lock';

/** Directories this process has locked: our own PID in the file is only "live" if we hold it here. */
const heldHere = new Set<string>();

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(`data directory ${dataDir} is in use by another embedded-mongo server (PID ${pid}); stop it or choose another --dbpath`);
  }
}

function pidAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  return !reusedByOtherProgram(pid);
}

/** After a reboot a stale lock's PID may belong to an unrelated program: only a node process counts. */
function reusedByOtherProgram(pid: number): boolean {
  try {
    const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    return !/node|embedded-mongo/.test(cmdline);
  } catch {
    return false; // no /proc (not Linux) or not readable: trust the PID
  }
}

function readPid(file: string): number {
  try {
    return Number.parseInt(fs.readFileSync(file, 'utf8').trim(), 10);
  } catch {
    return NaN;
  }
}

export interface DataDirLock {
  readonly file: string;
  release(): void;
}

export function acquireLock(dataDir: string): DataDirLock {
  ensurePrivateDir(dataDir);
  const dir = fs.realpathSync(dataDir);
  const file = path.join(dir, LOCK_FILE_NAME);
  if (heldHere.has(dir)) throw new DataDirLockedError(dir, process.pid);
  try {
    fs.writeFileSync(file, `${process.pid}\n`, { flag: 'wx', mode: PRIVATE_FILE_MODE });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const owner = readPid(file);
    if (owner !== process.pid && pidAlive(owner)) throw new DataDirLockedError(dir, owner);
    // Stale lock of a dead process: take it over atomically, then check that no rival won the race.
    const tmp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, `${process.pid}\n`, { mode: PRIVATE_FILE_MODE });
    fs.renameSync(tmp, file);
    const now = readPid(file);
    if (now !== process.pid) throw new DataDirLockedError(dir, now);
  }
  heldHere.add(dir);
  let released = false;
  return {
    file,
    release() {
      if (released) return;
      released = true;
      heldHere.delete(dir);
      if (readPid(file) === process.pid) fs.rmSync(file, { force: true });
    },
  };
}

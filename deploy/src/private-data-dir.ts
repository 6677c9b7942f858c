// DATA_DIR holds the secrets file, the embedded MongoDB's databases (provider keys sealed, everything
// else in clear), NATS's streams and the run state: private to the user running the product
// (design.md §5, issue 25): folders 0700, files 0600. The supervisor creates DATA_DIR private, tightens
// what an older version left wider at start, and runs with umask 077 so whatever it and its children
// (mongo, nats, services) create later is private too.
import fs from 'node:fs';
import path from 'node:path';

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;
/** Strips group and other bits from every file and folder created from now on. */
export const PRIVATE_UMASK = 0o077;

/** Creates DATA_DIR (and missing parents) 0700, or tightens it when it exists. */
export function ensurePrivateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  fs.chmodSync(dir, PRIVATE_DIR_MODE);
}

/**
 * `dir` and everything below it: folders 0700, files 0600 (symbolic links are not followed). Returns
 * the paths it could not change (e.g. owned by another user), so the caller can say so and go on.
 */
export function tightenTree(dir: string): string[] {
  const failed: string[] = [];
  const chmod = (p: string, mode: number) => {
    try {
      if ((fs.lstatSync(p).mode & 0o777) !== mode) fs.chmodSync(p, mode);
    } catch {
      failed.push(p);
    }
  };
  const walk = (d: string) => {
    chmod(d, PRIVATE_DIR_MODE);
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(d, { withFileTypes: true });
    } catch {
      failed.push(d);
      return;
    }
    for (const e of entries) {
      const full = path.join(d, e.name);
      if (e.isDirectory()) walk(full);
      else if (e.isFile()) chmod(full, PRIVATE_FILE_MODE);
    }
  };
  walk(dir);
  return failed;
}

/**
 * Runs `fn` with the umask it had before `PRIVATE_UMASK` (front-end builds write into the repository,
 * not DATA_DIR, and keep their usual modes).
 */
export async function withUmask<T>(mask: number, fn: () => Promise<T>): Promise<T> {
  const previous = process.umask(mask);
  try {
    return await fn();
  } finally {
    process.umask(previous);
  }
}

// The data directory holds every database in clear (design.md §5: files under DATA_DIR are private to
// the user running the product): the directory is 0700 and its files 0600. LMDB creates data.mdb and
// its lock file with the process umask (0644 under the usual 022), so they are tightened right after
// the environment opens; directories and files left wider by an older version are tightened at start.
import fs from 'node:fs';
import path from 'node:path';

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates `dir` (and missing parents) private, or tightens it when it exists. */
export function ensurePrivateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  fs.chmodSync(dir, PRIVATE_DIR_MODE);
}

/** `dir` 0700 and everything below it: directories 0700, files 0600 (links are left alone). */
export function tightenTree(dir: string): void {
  fs.chmodSync(dir, PRIVATE_DIR_MODE);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) tightenTree(full);
    else if (entry.isFile()) fs.chmodSync(full, PRIVATE_FILE_MODE);
  }
}

import fs from 'node:fs';
import path from 'node:path';

/** The repository root (shell/e2e/support → ../../..). */
export const REPO_ROOT = path.resolve(__dirname, '../../..');

const HIDDEN_SUFFIX = '.e2e-hidden';

function distOf(remote: string): { dist: string; hidden: string } {
  const dist = path.join(REPO_ROOT, remote, 'dist');
  return { dist, hidden: dist + HIDDEN_SUFFIX };
}

/** Makes a remote's build unavailable the way a failed deploy would: its dist/ is gone. */
export function hideDist(remote: string): void {
  const { dist, hidden } = distOf(remote);
  if (!fs.existsSync(dist)) throw new Error(`${dist} does not exist: build the front ends first`);
  fs.renameSync(dist, hidden);
}

/** Puts a hidden dist/ back (safe to call when nothing is hidden). */
export function restoreDist(remote: string): void {
  const { dist, hidden } = distOf(remote);
  if (fs.existsSync(hidden) && !fs.existsSync(dist)) fs.renameSync(hidden, dist);
}

/** Undoes a hide left behind by an interrupted run, so the product starts whole. */
export function restoreAllHidden(): string[] {
  const restored: string[] = [];
  for (const entry of fs.readdirSync(REPO_ROOT)) {
    if (entry.startsWith('mf-') && fs.existsSync(path.join(REPO_ROOT, entry, 'dist' + HIDDEN_SUFFIX))) {
      restoreDist(entry);
      restored.push(entry);
    }
  }
  return restored;
}

// Maps a URL path to a file inside one directory, refusing anything that would leave it.
import { promises as fs } from 'node:fs';
import path from 'node:path';

/** Relative path (for reply.sendFile) of an existing regular file under root, or null. */
export async function findFile(root: string, urlPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const abs = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  if (abs !== root && !abs.startsWith(root + path.sep)) return null;
  const rel = path.relative(root, abs);
  // Dotfiles (.env, .git) are never published, even when a build leaves one behind.
  if (rel === '' || rel.split(path.sep).some((part) => part.startsWith('.'))) return null;
  try {
    const st = await fs.stat(abs);
    return st.isFile() ? rel : null;
  } catch {
    return null;
  }
}

export async function fileExists(file: string): Promise<boolean> {
  try {
    return (await fs.stat(file)).isFile();
  } catch {
    return false;
  }
}

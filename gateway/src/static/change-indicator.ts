// `changeIndicator` for /api/deployment/status: a hash over every deployed front end's entry files
// (the shell's index.html and each remote's remoteEntry.js). Any deploy rewrites one of them, so open
// tabs polling this value learn that a reload is due. Files are re-hashed only when their stat changes.
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { RELEASES_MANIFEST } from './released-remotes';
import { remoteDirs } from './remotes-manifest';

interface Seen {
  stamp: string;
  digest: string;
}

export class ChangeIndicator {
  private readonly seen = new Map<string, Seen>();

  constructor(
    private readonly root: string,
    private readonly releasesDir?: string,
  ) {}

  private async entryFiles(): Promise<string[]> {
    const remotes = await remoteDirs(this.root);
    const files = [
      path.join(this.root, 'shell', 'dist', 'index.html'),
      ...remotes.map((r) => path.join(this.root, r, 'dist', 'remoteEntry.js')),
    ];
    // A release or rollback of one remote rewrites the releases manifest: open tabs reload onto it.
    return this.releasesDir ? [...files, path.join(this.releasesDir, RELEASES_MANIFEST)] : files;
  }

  private async digestOf(file: string): Promise<string> {
    let stamp: string;
    try {
      const st = await fs.stat(file);
      stamp = `${st.ino}:${st.size}:${st.mtimeMs}`;
    } catch {
      this.seen.delete(file);
      return 'absent';
    }
    const known = this.seen.get(file);
    if (known && known.stamp === stamp) return known.digest;
    try {
      const digest = createHash('sha256')
        .update(await fs.readFile(file))
        .digest('hex');
      this.seen.set(file, { stamp, digest });
      return digest;
    } catch {
      return 'absent';
    }
  }

  async current(): Promise<string> {
    const files = await this.entryFiles();
    const digests = await Promise.all(files.map((f) => this.digestOf(f)));
    const all = createHash('sha256');
    files.forEach((f, i) => all.update(`${path.relative(this.root, f)}\n${digests[i]}\n`));
    return all.digest('hex').slice(0, 16);
  }
}

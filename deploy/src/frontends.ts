// Builds the front ends whose dist/ is stale, one at a time (2 cores: parallel webpack builds only
// thrash). A failed build is reported and skipped: that remote is missing, the rest of the product runs.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fail, info, ok } from './log';
import { checkStale, markBuilt, type FrontEnd } from './staleness';

/** The shell and every mf-* workspace that has a build script. */
export function discoverFrontEnds(root: string): FrontEnd[] {
  const dirs = [
    'shell',
    ...fs
      .readdirSync(root)
      .filter((d) => d.startsWith('mf-'))
      .sort(),
  ];
  return dirs
    .map((name) => ({ name, dir: path.join(root, name) }))
    .filter((fe) => {
      try {
        const pkg = JSON.parse(fs.readFileSync(path.join(fe.dir, 'package.json'), 'utf8')) as { scripts?: Record<string, string> };
        return Boolean(pkg.scripts?.build);
      } catch {
        return false;
      }
    });
}

export interface BuildResult {
  name: string;
  status: 'fresh' | 'built' | 'failed';
  ms: number;
}

/** The build being run right now, so a shutdown can stop it. */
let currentBuild: ChildProcess | undefined;

export function stopCurrentBuild(): void {
  currentBuild?.kill('SIGTERM');
}

function runBuild(fe: FrontEnd): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', 'build'], { cwd: fe.dir, env: { ...process.env, NODE_ENV: 'production' } });
    currentBuild = child;
    const chunks: Buffer[] = [];
    child.stdout.on('data', (d: Buffer) => chunks.push(d));
    child.stderr.on('data', (d: Buffer) => chunks.push(d));
    child.once('error', (err) => chunks.push(Buffer.from(String(err))));
    child.once('close', (code) => {
      currentBuild = undefined;
      resolve({ ok: code === 0, output: Buffer.concat(chunks).toString('utf8') });
    });
  });
}

/** Builds what is stale (or everything with `all`). Returns one result per front end. */
export async function buildFrontEnds(root: string, opts: { all?: boolean } = {}): Promise<BuildResult[]> {
  const fronts = discoverFrontEnds(root);
  const todo = fronts.map((fe) => ({ fe, staleness: checkStale(root, fe) })).filter((x) => opts.all || x.staleness.stale);
  const results: BuildResult[] = fronts
    .filter((fe) => !todo.some((t) => t.fe === fe))
    .map((fe) => ({ name: fe.name, status: 'fresh', ms: 0 }));
  if (!todo.length) {
    ok(`front ends up to date (${fronts.length})`);
    return results;
  }
  for (const [i, { fe, staleness }] of todo.entries()) {
    const started = Date.now();
    info(`building ${fe.name} (${i + 1}/${todo.length}, ${opts.all ? 'full run' : staleness.reason})…`);
    const r = await runBuild(fe);
    if (r.ok) {
      markBuilt(root, fe.name);
      ok(`built ${fe.name}`, started);
      results.push({ name: fe.name, status: 'built', ms: Date.now() - started });
    } else {
      const tail = r.output.trim().split('\n').slice(-25).join('\n');
      fail(`build of ${fe.name} failed; its tab will show an error card\n${tail}`);
      results.push({ name: fe.name, status: 'failed', ms: Date.now() - started });
    }
  }
  return results;
}

// deploy/release-remote end to end against a real gateway app: publishing a build of one remote puts
// it in its own version folder with an mf-manifest.json, switches /remotes.json to it and changes
// /api/deployment/status; a second release and two rollbacks walk back to the workspace build.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildGateway } from '@dop/gateway/src/app';
import { IMMUTABLE } from '@dop/gateway/src/static/cache-policy';
import { baseConfig, listen } from '@dop/gateway/test/helpers/gateway-harness';

const root = path.resolve(__dirname, '../..');
const REMOTE = 'mf-settings';
let tmp: string;
let releases: string;
let app: FastifyInstance;
let url: string;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'release-test-'));
  releases = path.join(tmp, 'data/releases');
  const staticRoot = path.join(tmp, 'static');
  // The workspace build the gateway serves before any release.
  fs.mkdirSync(path.join(staticRoot, REMOTE, 'dist'), { recursive: true });
  fs.writeFileSync(path.join(staticRoot, REMOTE, 'dist/remoteEntry.js'), 'var mf_settings = "workspace";');
  app = await buildGateway(baseConfig({ staticRoot, releasesDir: releases }));
  url = await listen(app);
});
afterAll(async () => {
  await app?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** A built remote as CI would hand it over: an entry and a hashed chunk. */
function builtRemote(label: string): string {
  const dir = fs.mkdtempSync(path.join(tmp, 'build-'));
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `var mf_settings = "${label}";`);
  fs.writeFileSync(path.join(dir, `main.${label.padEnd(8, '0')}.js`), `console.log("${label}")`);
  return dir;
}

function release(...args: string[]) {
  const r = spawnSync(path.join(root, 'deploy/release-remote'), [REMOTE, ...args], {
    env: { ...process.env, DATA_DIR: path.join(tmp, 'data') },
    encoding: 'utf8',
  });
  return { ...r, out: `${r.stdout}${r.stderr}` };
}

const entryUrl = async () => ((await (await fetch(`${url}/remotes.json`)).json()) as { remotes: Record<string, string> }).remotes[REMOTE];
const indicator = async () => ((await (await fetch(`${url}/api/deployment/status`)).json()) as { changeIndicator: string }).changeIndicator;
const entryText = async () => (await fetch(`${url}${await entryUrl()}`)).text();

test('release, release again, roll back twice', async () => {
  expect(await entryUrl()).toBe(`/remotes/${REMOTE}/remoteEntry.js`);
  const before = await indicator();

  const first = release('--from', builtRemote('aaaa'));
  expect(first.status).toBe(0);
  const v1 = /released (\S+)/.exec(first.out)![1];
  expect(await entryUrl()).toBe(`/remotes/${REMOTE}/releases/${v1}/remoteEntry.js`);
  expect(await entryText()).toContain('"aaaa"');
  const afterFirst = await indicator();
  expect(afterFirst).not.toBe(before);

  // Its own folder with its mf-manifest.json listing every file with its hash.
  const manifest = JSON.parse(fs.readFileSync(path.join(releases, REMOTE, v1, 'mf-manifest.json'), 'utf8'));
  expect(manifest.metaData).toMatchObject({
    name: 'mf_settings',
    buildInfo: { buildVersion: v1 },
    remoteEntry: { name: 'remoteEntry.js' },
  });
  expect(manifest.files.map((f: { path: string }) => f.path)).toEqual(['main.aaaa0000.js', 'remoteEntry.js']);
  const chunk = await fetch(`${url}/remotes/${REMOTE}/releases/${v1}/main.aaaa0000.js`);
  expect(chunk.headers.get('cache-control')).toBe(IMMUTABLE);
  expect(await chunk.text()).toBe('console.log("aaaa")');

  const second = release('--from', builtRemote('bbbb'));
  expect(second.status).toBe(0);
  const v2 = /released (\S+)/.exec(second.out)![1];
  expect(second.out).toContain(`previous: ${v1}`);
  expect(await entryText()).toContain('"bbbb"');
  expect(await indicator()).not.toBe(afterFirst);

  expect(release('--rollback').out).toContain(`rolled back from ${v2} to ${v1}`);
  expect(await entryText()).toContain('"aaaa"');
  expect(await indicator()).toBe(afterFirst);
  expect(fs.existsSync(path.join(releases, REMOTE, v1))).toBe(true);

  expect(release('--rollback').out).toContain('to the workspace build (dist/)');
  expect(await entryUrl()).toBe(`/remotes/${REMOTE}/remoteEntry.js`);
  expect(await entryText()).toContain('"workspace"');
  const last = release('--rollback');
  expect(last.status).toBe(1);
  expect(last.out).toContain('has no release to roll back');
});

test('refuses what is not a remote of this repository or not a build', () => {
  expect(release('--from', tmp).out).toContain('has no remoteEntry.js');
  const r = spawnSync(path.join(root, 'deploy/release-remote'), ['gateway'], { encoding: 'utf8' });
  expect(r.status).toBe(1);
  expect(r.stderr).toContain('"gateway" is not a remote name');
});

test('a release folder is reachable only by a valid remote and version name', async () => {
  expect((await fetch(`${url}/remotes/${REMOTE}/releases/..%2F..%2Fmanifest.json/x`)).status).toBe(404);
  expect((await fetch(`${url}/remotes/not-a-remote/releases/v1/remoteEntry.js`)).status).toBe(404);
});

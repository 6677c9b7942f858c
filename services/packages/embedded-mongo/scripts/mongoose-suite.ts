// Runs mongoose's own test suite (a checkout with its dev dependencies installed) against a fresh
// embedded server, as the README's compatibility section describes, and prints the failures by group.
//   node --import tsx services/packages/embedded-mongo/scripts/mongoose-suite.ts /tmp/mongoose [out.json]
// Not part of `npm test`: the suite cannot be fetched in CI, and one run takes several minutes.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedMongo } from '../src/index';
import { summarize, type MochaReport } from './mongoose-groups';

async function main(): Promise<void> {
  const checkout = path.resolve(process.argv[2] ?? '/tmp/mongoose');
  const out = path.resolve(process.argv[3] ?? path.join(os.tmpdir(), 'mongoose-suite.json'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'em-mongoose-suite-'));
  // mongoose's suite expects mongod's `ttlMonitorSleepSecs=1`.
  const server = await startEmbeddedMongo({
    dataDir,
    port: 0,
    ttlIntervalMs: 1000,
    logger: { info: () => undefined, error: () => undefined },
  });
  const uri = server.uri;
  const started = Date.now();
  const code = await new Promise<number>((resolve) => {
    const child = spawn(
      path.join(checkout, 'node_modules/.bin/mocha'),
      [
        '--exit',
        '--reporter',
        'json',
        '--reporter-option',
        `output=${out}`,
        '--ignore',
        'test/encryption/**/*.test.js',
        './test/**/*.test.js',
      ],
      { cwd: checkout, env: { ...process.env, MONGOOSE_TEST_URI: uri }, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    child.on('exit', (c) => resolve(c ?? 1));
  });
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  const report = JSON.parse(fs.readFileSync(out, 'utf8')) as MochaReport;
  console.log(`mocha exit ${code} after ${Math.round((Date.now() - started) / 1000)} s; report in ${out}`);
  console.log(summarize(report));
}

void main();

// The server under test runs in its own process (as under `npm start`), so the benchmark's driver and
// the server do not share one event loop.
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

const CLI = resolve(__dirname, '../../../services/packages/embedded-mongo/bin/embedded-mongo.js');

export interface ServerProcess {
  uri: string;
  stop(): Promise<void>;
}

export function startServerProcess(dataDir: string): Promise<ServerProcess> {
  return new Promise((resolvePromise, reject) => {
    const proc: ChildProcess = spawn(process.execPath, [CLI, '--dbpath', dataDir, '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    const onData = (chunk: Buffer): void => {
      out += chunk.toString();
      const m = /listening on (\S+)/.exec(out);
      if (!m) return;
      proc.stdout!.off('data', onData);
      proc.stdout!.resume();
      resolvePromise({
        uri: m[1],
        stop: () =>
          new Promise<void>((done) => {
            if (proc.exitCode !== null) return done();
            proc.once('exit', () => done());
            proc.kill('SIGTERM');
          }),
      });
    };
    proc.stdout!.on('data', onData);
    proc.once('error', reject);
    proc.once('exit', (code) => reject(new Error(`embedded-mongo exited ${code} before listening: ${out}`)));
  });
}

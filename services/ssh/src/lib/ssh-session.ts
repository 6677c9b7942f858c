// One install on one server: connect with a password, check the host key, pipe the script into
// `sh -s` through remote-wrapper.ts (so nothing is copied to the server first, and the script stops
// when the run is given up), report every output line, and end in an exit code or an SshRunError
// whose message an operator can act on.
import { Client, type ClientErrorExtensions } from 'ssh2';
import { fingerprintOf } from './host-keys';
import { LineSplitter } from './line-splitter';
import { wrappedScriptCommand } from './remote-wrapper';

export type SshFailureKind = 'auth' | 'host-key' | 'connect' | 'timeout' | 'aborted' | 'exit';

export class SshRunError extends Error {
  override name = 'SshRunError';
  constructor(
    readonly kind: SshFailureKind,
    message: string,
    readonly exitCode: number | null = null,
  ) {
    super(message);
  }
}

export interface RunScriptOptions {
  host: string;
  port: number;
  username: string;
  password: string;
  script: string;
  connectTimeoutMs: number;
  /** The whole run, connect to exit. */
  timeoutMs: number;
  /** Resolves to accept the host's key, throws (with the reason) to refuse it. */
  verifyHostKey(fingerprint: string): Promise<void>;
  onLine(stream: 'stdout' | 'stderr', line: string): void;
  /** Authenticated; the script starts now. */
  onReady?(): void;
  signal?: AbortSignal;
}

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;

function connectError(o: RunScriptOptions, err: Error & ClientErrorExtensions): SshRunError {
  const target = `${o.host}:${o.port}`;
  if (err.level === 'client-authentication')
    return new SshRunError('auth', `Authentication failed for ${o.username}@${o.host}: wrong user name or password`);
  if (err.level === 'client-timeout')
    return new SshRunError('connect', `Could not connect to ${target} within ${seconds(o.connectTimeoutMs)}`);
  const code = (err as NodeJS.ErrnoException).code;
  if (code === 'ECONNREFUSED') return new SshRunError('connect', `Connection to ${target} refused (is sshd running on port ${o.port}?)`);
  return new SshRunError('connect', `Connection to ${target} failed: ${err.message}`);
}

function exitError(code: number | null, signal: string | null): SshRunError {
  if (signal) return new SshRunError('exit', `Install script was killed by signal ${signal}`);
  if (code === null) return new SshRunError('exit', 'Install script ended without an exit status');
  return new SshRunError('exit', `Install script exited with code ${code}`, code);
}

export function runScript(o: RunScriptOptions): Promise<{ exitCode: 0 }> {
  return new Promise((resolve, reject) => {
    const client = new Client();
    let settled = false;
    let hostKeyError: Error | null = null;
    const finish = (err: SshRunError | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      o.signal?.removeEventListener('abort', onAbort);
      client.end();
      client.destroy();
      if (err) reject(err);
      else resolve({ exitCode: 0 });
    };
    const timer = setTimeout(() => finish(new SshRunError('timeout', `Timed out after ${seconds(o.timeoutMs)} on ${o.host}`)), o.timeoutMs);
    const onAbort = () => finish(new SshRunError('aborted', String(o.signal?.reason ?? 'aborted')));
    if (o.signal?.aborted) return onAbort();
    o.signal?.addEventListener('abort', onAbort, { once: true });

    client.on('error', (err) => finish(hostKeyError ? new SshRunError('host-key', hostKeyError.message) : connectError(o, err)));
    client.on('close', () => finish(new SshRunError('connect', `Connection to ${o.host} closed before the script finished`)));
    client.on('ready', () => {
      o.onReady?.();
      const script = Buffer.from(o.script);
      client.exec(wrappedScriptCommand(script.length), (err, channel) => {
        if (err) return finish(new SshRunError('connect', `Could not start the script on ${o.host}: ${err.message}`));
        const out = new LineSplitter();
        const errOut = new LineSplitter();
        let code: number | null = null;
        let signal: string | null = null;
        const emit = (stream: 'stdout' | 'stderr', lines: string[]) => lines.forEach((line) => o.onLine(stream, line));
        channel.on('data', (chunk: Buffer) => emit('stdout', out.push(chunk)));
        channel.stderr.on('data', (chunk: Buffer) => emit('stderr', errOut.push(chunk)));
        channel.on('exit', (exitCode: number | null, exitSignal?: string) => {
          code = exitCode;
          signal = exitSignal ?? null;
        });
        channel.on('close', () => {
          emit('stdout', out.end());
          emit('stderr', errOut.end());
          finish(code === 0 && !signal ? null : exitError(code, signal));
        });
        // stdin stays open: the wrapper ends the script when it closes, i.e. when we give up the run.
        channel.write(script);
      });
    });
    client.connect({
      host: o.host,
      port: o.port,
      username: o.username,
      password: o.password,
      readyTimeout: o.connectTimeoutMs,
      tryKeyboard: false,
      keepaliveInterval: 15_000,
      keepaliveCountMax: 4,
      hostVerifier: (key: Buffer, verify: (valid: boolean) => void) => {
        o.verifyHostKey(fingerprintOf(key)).then(
          () => verify(true),
          (err: Error) => {
            hostKeyError = err;
            verify(false);
          },
        );
      },
    });
  });
}

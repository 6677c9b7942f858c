// A real PowerDNS Authoritative server (Debian's pdns_server with the gsqlite3 backend) for tests: its
// own config dir, database and free loopback ports; stopped by PID (platform.md "PowerDNS").
import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exited, stopChild, tailOutput } from './child-process';
import { freePort } from './free-port';
import { waitFor } from './wait-for';

export interface TestPdns {
  /** http://127.0.0.1:<port> — what a PowerDNS account's apiUrl holds. */
  apiUrl: string;
  apiKey: string;
  /** Where DNS queries go (UDP and TCP). */
  dnsPort: number;
  pid: number;
  stop(): Promise<void>;
}

export const PDNS_SERVER = '/usr/sbin/pdns_server';
export const PDNS_SCHEMA = '/usr/share/pdns-backend-sqlite3/schema/schema.sqlite3.sql';
const MISSING = 'install the Debian packages pdns-server pdns-backend-sqlite3 sqlite3';

async function createDatabase(file: string): Promise<void> {
  const schema = await readFile(PDNS_SCHEMA, 'utf8').catch(() => {
    throw new Error(`PowerDNS sqlite schema not found at ${PDNS_SCHEMA}: ${MISSING}`);
  });
  await new Promise<void>((resolve, reject) => {
    const child = execFile('sqlite3', [file], (err) => (err ? reject(new Error(`sqlite3 failed: ${err.message}`)) : resolve()));
    child.stdin?.end(schema);
  });
}

async function apiAnswers(apiUrl: string, apiKey: string): Promise<boolean> {
  const res = await fetch(`${apiUrl}/api/v1/servers/localhost`, { headers: { 'X-API-Key': apiKey } });
  return res.ok;
}

/** `parentDir`: where its own folder is made (default the system temp dir; the demo keeps it under DATA_DIR). */
export async function startPdns(opts: { binary?: string; parentDir?: string } = {}): Promise<TestPdns> {
  const dir = await mkdtemp(join(opts.parentDir ?? tmpdir(), 'pdns-test-'));
  const [dnsPort, apiPort] = [await freePort(), await freePort()];
  const apiKey = randomBytes(16).toString('hex');
  await createDatabase(join(dir, 'pdns.sqlite3'));
  const conf = [
    'launch=gsqlite3',
    `gsqlite3-database=${join(dir, 'pdns.sqlite3')}`,
    'local-address=127.0.0.1',
    `local-port=${dnsPort}`,
    'api=yes',
    `api-key=${apiKey}`,
    'webserver=yes',
    'webserver-address=127.0.0.1',
    `webserver-port=${apiPort}`,
    'webserver-allow-from=127.0.0.0/8,::1/128',
    `socket-dir=${dir}`,
    'daemon=no',
    'guardian=no',
    'disable-syslog=yes',
    'security-poll-suffix=',
    // Answers must reflect API changes at once (tests query right after a PATCH).
    'cache-ttl=0',
    'negquery-cache-ttl=0',
    'query-cache-ttl=0',
  ];
  await writeFile(join(dir, 'pdns.conf'), `${conf.join('\n')}\n`);
  const child = spawn(opts.binary ?? PDNS_SERVER, [`--config-dir=${dir}`], { stdio: ['ignore', 'pipe', 'pipe'] });
  const output = tailOutput(child);
  let gone = false;
  child.on('error', () => (gone = true));
  void exited(child).then(() => (gone = true));
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  try {
    await waitFor(
      async () => {
        if (gone) throw new Error(`pdns_server exited early (${MISSING}?):\n${output()}`);
        return apiAnswers(apiUrl, apiKey);
      },
      { timeoutMs: 20_000, what: `pdns_server API on port ${apiPort}` },
    );
  } catch (err) {
    await stopChild(child);
    await rm(dir, { recursive: true, force: true });
    throw err;
  }
  return {
    apiUrl,
    apiKey,
    dnsPort,
    pid: child.pid as number,
    async stop() {
      await stopChild(child);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

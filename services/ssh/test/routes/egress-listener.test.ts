// Issue 26 for SSH targets: a refused target never gets a connection (a listener on 127.0.0.7 at the
// SSH port sees nothing); named in SSH_ALLOWED_HOSTS, the same install reaches it.
import { createServer, type Server, type Socket } from 'node:net';
import { REFUSED_SPELLINGS } from '@dop/service-kit';
import { freePort, signedHeaders, startSshTarget, type TestSshTarget } from '@dop/service-testing';
import { GOOD, OTHER, startHarness, type Harness } from '../helpers/harness';

const LISTENER = '127.0.0.7';
let listener: Server;
let port: number;
let connections = 0;
const sockets = new Set<Socket>();
let target: TestSshTarget;

beforeAll(async () => {
  port = await freePort();
  listener = createServer((socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.end('not an ssh server\r\n');
  });
  await new Promise<void>((resolve) => listener.listen(port, LISTENER, resolve));
  target = await startSshTarget({ addresses: [GOOD, OTHER] });
});
afterAll(async () => {
  // close() waits for every connection: one the ssh client leaves half-open must not hold it.
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => listener.close(resolve));
  await target.stop();
});

const install = (h: Harness, host: string) =>
  h.t.app.inject({
    method: 'POST',
    url: '/api/ssh/background-install',
    headers: signedHeaders({ userId: 'u-ssh-1', userName: 'User' }),
    payload: { servers: [{ host, username: 'root', password: 'pw' }] },
  });

test('refused targets, every dotted spelling of the refused ranges included, are refused before any byte leaves', async () => {
  const h = await startHarness({ target, env: { SSH_PORT: String(port) } });
  try {
    // Private ranges are the team's own servers (allowed for SSH); GOOD and OTHER are the test sshd's.
    const dotted = REFUSED_SPELLINGS.filter(([s, kind]) => kind !== 'private' && /^\d+\.\d+\.\d+\.\d+$/.test(s))
      .map(([s]) => s)
      .filter((s) => s !== GOOD && s !== OTHER);
    expect(dotted.length).toBeGreaterThan(10);
    for (const host of [LISTENER, ...dotted]) {
      const res = await install(h, host);
      expect([host, res.statusCode]).toEqual([host, 400]);
    }
    expect(await h.t.app.ssh.models.jobs.countDocuments()).toBe(0);
    expect(connections).toBe(0);
  } finally {
    await h.stop();
  }
});

test('named in SSH_ALLOWED_HOSTS, the same install reaches the listener', async () => {
  const h = await startHarness({ target, env: { SSH_PORT: String(port), SSH_ALLOWED_HOSTS: LISTENER } });
  try {
    const res = await install(h, LISTENER);
    expect(res.statusCode).toBe(200);
    const job = await h.finished(res.json().jobId);
    expect(connections).toBeGreaterThan(0);
    expect(job.servers[0]).toMatchObject({ host: LISTENER, status: 'failed' });
  } finally {
    await h.stop();
  }
});

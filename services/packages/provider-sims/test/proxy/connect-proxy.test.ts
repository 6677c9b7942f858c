import type { Socket } from 'node:net';
import { request } from 'node:http';
import { startConnectProxy, startRegistrarSims, type RegistrarSims, type RunningProxy } from '../../src';

let proxy: RunningProxy;
let sims: RegistrarSims;

beforeAll(async () => {
  proxy = await startConnectProxy({ credentials: { user: 'u', pass: 'p' } });
  sims = await startRegistrarSims();
});
afterAll(async () => {
  await proxy.stop();
  await sims.stop();
});

/** A plain absolute-URL request through the proxy (what curl -x does for http://). */
function viaProxy(url: string, auth?: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: proxy.port,
        path: url,
        method: 'GET',
        headers: auth ? { 'proxy-authorization': `Basic ${Buffer.from(auth).toString('base64')}` } : {},
      },
      (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('connect proxy and startRegistrarSims', () => {
  it('gives every registrar’s base URL in env', () => {
    expect(Object.keys(sims.env).sort()).toEqual([
      'DYNADOT_API_URL',
      'GANDI_API_URL',
      'NAMECHEAP_API_URL',
      'NAMESILO_API_URL',
      'PORKBUN_API_URL',
      'SPACESHIP_API_URL',
    ]);
    expect(sims.env.NAMECHEAP_API_URL).toMatch(/\/xml\.response$/);
  });

  it('forwards with the right credentials, records the use, and answers 407 otherwise', async () => {
    const url = `${sims.env.DYNADOT_API_URL}?key=${sims.dynadot.credentials.apiKey}&command=get_account_balance`;
    expect((await viaProxy(url)).status).toBe(407);
    const ok = await viaProxy(url, 'u:p');
    expect(ok.status).toBe(200);
    expect(JSON.parse(ok.body)).toMatchObject({ GetAccountBalanceResponse: { ResponseCode: 0 } });
    expect(proxy.uses).toEqual([{ method: 'GET', target: url, user: 'u:p' }]);
  });
});

test('stop() ends a CONNECT tunnel a client keeps open, so the stop does not wait on it', async () => {
  const own = await startConnectProxy();
  const target = new URL(sims.namesilo.url);
  const tunnel = await new Promise<Socket>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: own.port, method: 'CONNECT', path: `${target.hostname}:${target.port}` });
    req.on('connect', (res, socket) => (res.statusCode === 200 ? resolve(socket) : reject(new Error(`CONNECT ${res.statusCode}`))));
    req.on('error', reject);
    req.end();
  });
  const closed = new Promise<void>((resolve) => tunnel.once('close', () => resolve()));
  await own.stop();
  await closed;
  expect(own.uses.map((u) => u.method)).toEqual(['CONNECT']);
});

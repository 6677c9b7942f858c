import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { discoverServices, mongoUriFor, serviceUrlVar } from '../src/services';

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'svc-'));
  for (const name of ['identity', 'dns-providers', 'domains']) {
    fs.mkdirSync(path.join(root, 'services', name, 'src'), { recursive: true });
    fs.writeFileSync(path.join(root, 'services', name, 'src/server.ts'), '');
  }
  fs.mkdirSync(path.join(root, 'services/half-done/src'), { recursive: true });
  fs.mkdirSync(path.join(root, 'services/packages/service-kit/src'), { recursive: true });
  fs.writeFileSync(path.join(root, 'services/packages/service-kit/src/server.ts'), '');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('service discovery', () => {
  it('finds every services/<name>/src/server.ts, not packages, sorted', () => {
    expect(discoverServices(root).map((s) => s.name)).toEqual(['dns-providers', 'domains', 'identity']);
    expect(discoverServices(root)[0]!.entry).toBe(path.join(root, 'services/dns-providers/src/server.ts'));
  });

  it('keeps only SERVICES when given, and refuses unknown names', () => {
    expect(discoverServices(root, ['identity']).map((s) => s.name)).toEqual(['identity']);
    expect(() => discoverServices(root, ['identity', 'billing'])).toThrow(/unknown services: billing/);
  });

  it('finds nothing before any service exists', () => {
    fs.rmSync(path.join(root, 'services'), { recursive: true });
    expect(discoverServices(root)).toEqual([]);
  });

  it('names the gateway variable of a service', () => {
    expect(serviceUrlVar('dns-providers')).toBe('SERVICE_DNS_PROVIDERS_URL');
    expect(serviceUrlVar('identity')).toBe('SERVICE_IDENTITY_URL');
  });

  it('gives each service its own database unless the URI names one', () => {
    expect(mongoUriFor('mongodb://127.0.0.1:1234/?directConnection=true', 'dns-providers')).toBe(
      'mongodb://127.0.0.1:1234/dns_providers?directConnection=true',
    );
    expect(mongoUriFor('mongodb://h:1', 'identity')).toBe('mongodb://h:1/identity');
    expect(mongoUriFor('mongodb+srv://u:p@cluster/shared?retryWrites=true', 'identity')).toBe(
      'mongodb+srv://u:p@cluster/shared?retryWrites=true',
    );
  });
});

// Sample data for every tab, through the product's public HTTP API (and the simulators' state, which
// stands for the providers' own). Each sample names the service it needs: one that is not deployed
// (the gateway's /healthz lists what is) is skipped with a printed notice, so the demo works with
// whichever services exist.
import { rm, writeFile } from 'node:fs/promises';
import { REGISTRAR_FIELDS, type Registrar } from '@dop/contracts/registrars';
import { waitFor } from '@dop/service-kit/src/wait-for';
import { DEMO_WAIT, type DemoApi } from './api';
import type { DemoSims } from './sims';

export interface Sample {
  tab: string;
  service: string;
  run(api: DemoApi, sims: DemoSims): Promise<string>;
}

const REGISTRARS: Registrar[] = ['namesilo', 'namecheap', 'dynadot', 'porkbun', 'spaceship', 'gandi'];
const IP = '203.0.113.10';
export const DEMO_DOMAINS = {
  namesilo: ['shop-demo.com', 'blog-demo.com', 'news-demo.net'],
  namecheap: ['cheap-demo.com', 'store-demo.org'],
  dynadot: ['dyna-demo.com'],
};
const accountIds: Partial<Record<Registrar, number>> = {};

/** Contact details the registration-capable registrars keep with an account (sample values). */
const CONTACT: Record<string, string> = {
  contactFirstName: 'Demo',
  contactLastName: 'Operator',
  contactAddress1: '1 Example Street',
  contactStateProvince: 'CA',
  contactPostalCode: '94000',
  contactGiven: 'Demo',
  contactFamily: 'Operator',
  contactStreetaddr: '1 Example Street',
  contactZip: '94000',
  contactCity: 'Springfield',
  contactCountry: 'US',
  contactEmail: 'demo@example.com',
  contactPhone: '+1.5555550100',
};

/** The simulator's credentials plus what the registrar's accounts carry, limited to its own fields. */
function accountBody(registrar: Registrar, sims: DemoSims): Record<string, string> {
  const creds = { ...sims.registrars[registrar].credentials } as Record<string, unknown>;
  const whitelist = Array.isArray(creds.whitelist) ? String(creds.whitelist[0]) : '127.0.0.1';
  const all: Record<string, unknown> = { ...CONTACT, ...creds, name: `Demo ${registrar}`, clientIp: whitelist, proxy: sims.proxy };
  const allowed = new Set<string>(REGISTRAR_FIELDS[registrar]);
  return Object.fromEntries(Object.entries(all).filter(([k, v]) => allowed.has(k) && typeof v === 'string')) as Record<string, string>;
}

const registrarAccounts: Sample = {
  tab: 'Settings (API Credentials), Billing (balances)',
  service: 'registrars',
  async run(api, sims) {
    const failed: string[] = [];
    for (const r of REGISTRARS) {
      for (const name of DEMO_DOMAINS[r as keyof typeof DEMO_DOMAINS] ?? []) sims.registrars[r].state.addDomain({ name });
      try {
        accountIds[r] = (await api.post<{ id: number }>(`/api/accounts/${r}`, accountBody(r, sims))).id;
      } catch (err) {
        failed.push(`${r} (${String(err).slice(0, 160)})`);
      }
    }
    if (failed.length === REGISTRARS.length) throw new Error(`no registrar account could be added: ${failed.join('; ')}`);
    const made = REGISTRARS.filter((r) => accountIds[r]);
    return `accounts at ${made.join(', ')} (simulators, through a local proxy)${failed.length ? `; not added: ${failed.join('; ')}` : ''}`;
  },
};

const domains: Sample = {
  tab: 'Domains A records (list, results, logs)',
  service: 'domains',
  async run(api) {
    const names = Object.values(DEMO_DOMAINS).flat();
    const accounts = { namesilo: accountIds.namesilo, namecheap: accountIds.namecheap, dynadot: accountIds.dynadot };
    const { jobId } = await api.post<{ jobId: string }>('/api/domains/bulk', { domains: names, ipAddress: IP, accounts, teamTag: 'demo' });
    await waitFor(
      async () => (await api.get<{ finished: boolean }>(`/api/domains/bulk/jobs/${jobId}`)).finished,
      DEMO_WAIT('the bulk add job'),
    );
    return `${names.length} domains across namesilo, namecheap and dynadot, with A records set (results and logs)`;
  },
};

const cloudflare: Sample = {
  tab: 'CloudFlare Management',
  service: 'cloudflare',
  async run(api, sims) {
    const user = { email: 'cf-demo@example.com', apiKey: 'c2547eb745079dac9320b638f5e225cf483cc' };
    sims.cloudflare.state.addUser(user);
    // Registered at NameSilo, so the product can point their name servers at Cloudflare.
    for (const name of ['cf-demo.com', 'cdn-demo.net']) sims.registrars.namesilo.state.addDomain({ name });
    await api.post('/api/cloudflare/domains', {
      domains: ['cf-demo.com', 'cdn-demo.net'],
      ipAddress: IP,
      singleAccount: user,
      teamTag: 'demo',
    });
    return 'two domains added to a Cloudflare account (simulated)';
  },
};

const env: Sample = {
  tab: 'ENV',
  service: 'env',
  async run(api, sims) {
    sims.remoteSite.state.site('demo-site.test', { env: { APP_ENV: 'production', CLOAKING_ENABLED: 'true' } });
    const variables = [
      { variable: 'APP_ENV', expectedValue: 'production' },
      { variable: 'CLOAKING_ENABLED', expectedValue: 'false' },
    ];
    await api.post('/api/env-check', { domain: 'demo-site.test', variables });
    return 'an env check of demo-site.test: one variable matches, one does not (Checker results)';
  },
};

const heAndPowerDns: Sample = {
  tab: 'Hurricane Electric, PowerDNS',
  service: 'dns-providers',
  async run(api, sims) {
    sims.he.state.addAccount('he-demo@example.com', 'he-demo-pass', { zones: ['old-demo.com'] });
    const he = await api.post<{ id: string }>('/api/accounts/hurricane-electric', {
      name: 'Demo HE',
      email: 'he-demo@example.com',
      password: 'he-demo-pass',
    });
    await api.post('/api/hurricane-electric/update-dns', { domains: ['he-demo.com'], ipAddress: IP, accountId: he.id });
    if (!sims.pdns) return 'a Hurricane Electric account with an update (no PowerDNS: pdns_server is not installed)';
    const pdns = await api.post<{ id: string }>('/api/accounts/powerdns', {
      name: 'Demo PowerDNS',
      apiKey: sims.pdns.apiKey,
      apiUrl: sims.pdns.apiUrl,
    });
    await api.post('/api/powerdns/update', {
      domains: ['pdns-demo.com', 'pdns-demo.net'],
      selectedAccountId: pdns.id,
      glueIp: IP,
      proxyIps: ['203.0.113.20'],
    });
    return `a Hurricane Electric account with an update; a PowerDNS account (pdns_server at ${sims.pdns.apiUrl}) with zones pdns-demo.com and pdns-demo.net`;
  },
};

const hosting: Sample = {
  tab: 'Hosting',
  service: 'hosting',
  async run(api, sims) {
    const login = 'hosting-demo@example.com';
    const vds = (id: string, name: string, expiresInDays: number) => ({
      id,
      domain: name,
      ip: `10.20.0.${id}`,
      pricelist: 'VPS-2',
      cost: '7.00 USD',
      expiresInDays,
      itemStatus: 2,
    });
    sims.billmanager.state.customer({
      login,
      password: 'hosting-demo-pass',
      balance: '42.50',
      vds: [vds('1', 'vps-demo-1', 40), vds('2', 'vps-demo-2', 3)],
      tickets: [{ id: '201', name: 'Demo ticket', ageDays: 0, tstatus: 0, unread: true }],
    } as Parameters<typeof sims.billmanager.state.customer>[0]);
    const account = await api.post<{ id: string }>('/api/accounts/diorhost', {
      name: 'Demo DiorHost',
      email: login,
      password: 'hosting-demo-pass',
      apiEndpoint: sims.billmanager.endpoint,
    });
    await api.post(`/api/accounts/diorhost/${account.id}/sync`);
    return 'a DiorHost account, synced: balance, two servers, a ticket';
  },
};

const ssh: Sample = {
  tab: 'SSH',
  service: 'ssh',
  async run(api, sims) {
    const target = sims.ssh;
    if (!target) return 'skipped: no local sshd (see the notice above)';
    const install = () =>
      api.post<{ jobId: string }>('/api/ssh/background-install', { servers: [{ host: target.host, password: target.password }] });
    const status = async (jobId: string) => (await api.get<{ job: { status: string } }>(`/api/ssh/job-logs/${jobId}`)).job.status;
    // One job runs to the end; the next one waits at the gate while the demo runs.
    await writeFile(target.gate, '');
    const done = await install();
    await waitFor(async () => (await status(done.jobId)) === 'completed', DEMO_WAIT('the finished SSH job'));
    await rm(target.gate, { force: true });
    const running = await install();
    await waitFor(async () => (await status(running.jobId)) === 'running', DEMO_WAIT('the running SSH job'));
    return 'a finished SSH install job and one still running (its live console)';
  },
};

const billing: Sample = {
  tab: 'Billing',
  service: 'billing',
  async run(api) {
    await api.post('/api/billing/check-prices', { domains: ['fresh-demo.com'] });
    return 'a price check across the registrars (balances come from the accounts above)';
  },
};

export const SAMPLES: Sample[] = [registrarAccounts, domains, cloudflare, env, heAndPowerDns, hosting, ssh, billing];

/**
 * Runs each sample whose service is deployed, one after another; a sample that fails is reported and
 * the next one still runs, so one broken provider does not leave every other tab empty.
 */
export async function runSamples(
  samples: Sample[],
  deployed: string[],
  run: (sample: Sample) => Promise<string>,
  say: (line: string) => void,
): Promise<{ seeded: string[]; skipped: string[]; failed: string[] }> {
  const out = { seeded: [] as string[], skipped: [] as string[], failed: [] as string[] };
  for (const sample of samples) {
    if (!deployed.includes(sample.service)) {
      say(`- ${sample.tab}: skipped, the ${sample.service} service is not deployed`);
      out.skipped.push(sample.tab);
      continue;
    }
    const t = Date.now();
    try {
      say(`✓ ${sample.tab}: ${await run(sample)} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
      out.seeded.push(sample.tab);
    } catch (err) {
      say(`✗ ${sample.tab}: ${err instanceof Error ? err.message : String(err)}`);
      out.failed.push(sample.tab);
    }
  }
  return out;
}

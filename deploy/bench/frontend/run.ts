// Front-end load benchmark (issue 31), not part of npm test: Debian's Chromium (Playwright) with the
// DevTools protocol counting bytes and requests for a cold load of `/` after sign-in and for the first
// visit of every other tab (in-app, as a user clicks), and the time until each tab's title shows.
// Targets: cold load ≤ 350 KB, each further tab ≤ 60 KB, first tab content ≤ 1 s.
//   node --import tsx deploy/bench/frontend/run.ts            # starts the product itself (built dist/)
//   node --import tsx deploy/bench/frontend/run.ts --runs 3   # repeats, prints every run
//   node --import tsx deploy/bench/frontend/run.ts --list     # also every file each visit fetched
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { ProductRun } from '../../src/reliability/product-run';
import { signUp } from '../../src/reliability/sign-up';
import { NetworkMeter, type Traffic } from './network-meter';
import { TABS_IN_ORDER, visitTabs, type Visit } from './visits';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '1' }, list: { type: 'boolean', default: false } } });
const RUNS = Number(values.runs);
const KB = 1024;
const TARGET = { coldBytes: 350 * KB, tabBytes: 60 * KB, contentMs: 1000 };

const kb = (n: number) => `${(n / KB).toFixed(1)} KB`;
const mark = (ok: boolean) => (ok ? 'met' : 'MISSED');

function row(v: Visit, limit: number): string[] {
  const t: Traffic = v.traffic;
  return [
    v.name,
    `${kb(t.bytes)} / ${t.requests}`,
    `${kb(t.assetBytes)} / ${t.assetRequests}`,
    `${kb(t.apiBytes)} / ${t.apiRequests}`,
    `${v.contentMs} ms`,
    `${mark(t.bytes <= limit)} / ${mark(v.contentMs <= TARGET.contentMs)}`,
  ];
}

function print(rows: string[][]): void {
  const header = ['visit', 'total (bytes / requests)', 'front-end files', '/api', 'title shown', 'bytes / time target'];
  const all = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...all.map((r) => (r[i] ?? '').length)));
  for (const r of all) console.log(r.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  '));
}

async function main(): Promise<boolean> {
  const product = await ProductRun.start({ LOG_LEVEL: 'warn', AUTH_REQUESTS_PER_IP_PER_MIN: '1000000' });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  let ok = true;
  try {
    console.log(`product at ${product.url}; tabs: ${TABS_IN_ORDER.map((t) => t.name).join(', ')}`);
    for (let run = 1; run <= RUNS; run++) {
      const user = await signUp(product.url, product.dataDir, `bench${run}x`);
      // A fresh context: empty HTTP cache, so the first load is cold.
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      await context.addCookies([{ name: 'sid', value: user.cookie.slice('sid='.length), url: product.url }]);
      const page = await context.newPage();
      const meter = await NetworkMeter.attach(await context.newCDPSession(page));
      const visits = await visitTabs(page, product.url, meter);
      await context.close();

      console.log(`\nrun ${run} of ${RUNS} (${new Date().toISOString()})`);
      const [cold, ...tabs] = visits;
      print([row(cold!, TARGET.coldBytes), ...tabs.map((v) => row(v, TARGET.tabBytes))]);
      if (values.list)
        for (const v of visits) console.log(`${v.name}: ${v.traffic.assets.map((a) => `${a.path} ${kb(a.bytes)}`).join(', ')}`);
      const all = visits.flatMap((v) => v.traffic.uncompressed);
      if (all.length) console.log(`uncompressed text files: ${all.join(', ')}`);
      const tabsTotal = tabs.reduce((s, v) => s + v.traffic.bytes, 0);
      console.log(
        `cold load + every tab once: ${kb(cold!.traffic.bytes + tabsTotal)} in ${visits.reduce((s, v) => s + v.traffic.requests, 0)} requests`,
      );
      ok &&=
        cold!.traffic.bytes <= TARGET.coldBytes &&
        tabs.every((v) => v.traffic.bytes <= TARGET.tabBytes) &&
        visits.every((v) => v.contentMs <= TARGET.contentMs);
    }
  } finally {
    await browser.close();
    await product.stop();
  }
  return ok;
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (err: unknown) => {
    console.error(err);
    process.exit(2);
  },
);

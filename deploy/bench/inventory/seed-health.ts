// 100,000 domains as deploy/bench/domains/seed.ts writes them, each inserted already carrying what an
// import and a check leave on it (registrar values, three checks with both sides, badges); every
// twelfth one ('news-…') with a name-server drift. Inserted with it rather than updated afterwards: an
// updateMany over every document just before the run left the embedded Mongo ~15x slower under 20
// concurrent reads (RESULTS.md), which would measure the seeding, not the list.
import { MongoClient } from 'mongodb';
import { benchDomain } from '../domains/seed';

const NS = ['ns1.gandi.net', 'ns2.gandi.net', 'ns3.gandi.net'];
const check = (kind: string, state: string, expected: string[], actual: string[], at: Date, reason: string | null = null) => ({
  kind,
  state,
  reason,
  expected,
  actual,
  checkedAt: at,
});

function health(name: string, at: Date) {
  const drift = name.startsWith('news-');
  const ns = drift
    ? check('nameservers', 'drift', NS, ['ns1.elsewhere.example', 'ns2.elsewhere.example'], at, "the name servers are not gandi's own")
    : check('nameservers', 'ok', NS, NS, at);
  return {
    badges: drift ? ['ns-drift'] : [],
    checks: [ns, check('records', 'ok', ['@ 203.0.113.10'], ['@ 203.0.113.10'], at), check('zone', 'ok', [], [], at)],
    checkedAt: at,
  };
}

export async function seedDomainsWithHealth(uri: string, count: number): Promise<void> {
  const client = await MongoClient.connect(uri);
  try {
    const domains = client.db().collection('domains');
    const now = Date.now();
    const at = new Date();
    const expiresAt = new Date(now + 200 * 86_400_000);
    for (let start = 0; start < count; start += 5000) {
      const batch = [];
      for (let i = start; i < Math.min(count, start + 5000); i += 1) {
        const domain = benchDomain(i, now);
        batch.push({
          ...domain,
          // One Gandi account, which the checks' registrar values come from.
          registrar: 'gandi',
          accountId: 1,
          useCloudflare: false,
          inventory: { registrar: 'gandi', accountId: 1, expiresAt, autoRenew: true, locked: true, nameservers: NS, lastSyncedAt: at },
          health: health(domain.name, at),
        });
      }
      await domains.insertMany(batch, { ordered: false });
    }
  } finally {
    await client.close();
  }
}

// 100,000 domains over 20 users straight into the domains database, and one signed-in user in the
// identity database (a session as identity stores it: the SHA-256 of the sid).
import { createHash, randomBytes } from 'node:crypto';
import { MongoClient, ObjectId } from 'mongodb';

const WORDS = ['shop', 'blog', 'news', 'store', 'cloud', 'media', 'games', 'travel', 'food', 'tech', 'health', 'money'];
const TLDS = ['com', 'net', 'org', 'io', 'dev'];
const REGISTRARS = ['namecheap', 'namesilo', 'dynadot', 'spaceship', 'gandi', 'porkbun'];

export const domainName = (i: number) => `${WORDS[i % WORDS.length]}-${i}-${WORDS[(i * 7) % WORDS.length]}.${TLDS[i % TLDS.length]}`;

export async function seedDomains(uri: string, count: number): Promise<void> {
  const client = await MongoClient.connect(uri);
  try {
    const domains = client.db().collection('domains');
    const now = Date.now();
    for (let start = 0; start < count; start += 5000) {
      const batch = [];
      for (let i = start; i < Math.min(count, start + 5000); i += 1) {
        batch.push(benchDomain(i, now));
      }
      await domains.insertMany(batch, { ordered: false });
    }
  } finally {
    await client.close();
  }
}

/** The i-th bench domain as the domains service stores it (inventory/seed-health.ts adds health to it). */
export function benchDomain(i: number, now: number) {
  return {
    name: domainName(i),
    registrar: REGISTRARS[i % REGISTRARS.length],
    accountId: 1 + (i % 3),
    useCloudflare: i % 10 === 0,
    cloudflareIp: null,
    cloudflareEmail: null,
    lastUsedIp: i % 2 ? `203.0.113.${i % 250}` : null,
    // Half the domains have results, spread over a month.
    lastResultAt: i % 2 ? new Date(now - (i % 30) * 86_400_000 - i) : null,
    aRecords: [],
    createdBy: `user${i % 20}`,
    createdById: `u${i % 20}`,
    teamTag: ['2333', '2595', '2674'][i % 3],
    createdAt: new Date(now - i * 1000),
  };
}

/** A user and a session; the returned sid is the cookie value the gateway resolves through identity. */
export async function seedSession(uri: string): Promise<string> {
  const client = await MongoClient.connect(uri);
  try {
    const db = client.db();
    const userId = new ObjectId();
    const now = new Date();
    await db.collection('users').insertOne({
      _id: userId,
      username: 'bench',
      usernameKey: 'bench',
      email: 'bench@example.test',
      displayName: null,
      passwordHash: 'unused: the session is seeded',
      emailVerified: true,
      twoFactorEnabled: false,
      telegramUsername: null,
      createdAt: now,
      updatedAt: now,
    });
    const sid = randomBytes(32).toString('base64url');
    const sidHash = createHash('sha256').update(sid).digest('hex');
    await db
      .collection('sessions')
      .insertOne({ sidHash, userId, expiresAt: new Date(Date.now() + 86_400_000), createdAt: now, lastSeenAt: now });
    return sid;
  } finally {
    await client.close();
  }
}

// At start: HE rows written before issue 25 hold the proxy server and user in clear (the password was
// always sealed). They are sealed once here, so the clear copies leave the disk without waiting for
// each account's next edit; the store still reads clear values a not-yet-upgraded replica may write.
import type { HeAccountDoc, Models } from '../../models/accounts';
import { isSealed, type Sealer } from '../secrets';

/** Seals every clear proxy server and user; returns how many rows it changed. */
export async function sealLegacyHeProxies(models: Models, sealer: Sealer): Promise<number> {
  const rows = await models.he
    .find({ $or: [{ proxyServer: { $type: 'string' } }, { proxyUsername: { $type: 'string' } }] }, { proxyServer: 1, proxyUsername: 1 })
    .lean<HeAccountDoc[]>();
  let changed = 0;
  for (const row of rows) {
    const set: Record<string, string> = {};
    const match: Record<string, unknown> = { _id: row._id };
    for (const field of ['proxyServer', 'proxyUsername'] as const) {
      const value = row[field];
      if (!value || isSealed(value)) continue;
      set[field] = sealer.seal(value);
      // Matching on the clear value: an edit in between wins and is sealed by its own write.
      match[field] = value;
    }
    if (Object.keys(set).length === 0) continue;
    changed += (await models.he.updateOne(match, { $set: set })).modifiedCount;
  }
  return changed;
}

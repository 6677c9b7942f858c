// At start: rows written before proxies were sealed keep their proxy URL (with its password) in clear
// in `fields.proxy`. They are sealed into `secrets.proxy` once, so the clear copy leaves the disk
// without waiting for each account's next edit. A replica still on the old code may write one again
// meanwhile; the store reads such rows and seals them on their next write.
import type { SecretBox } from '@dop/service-kit';
import type { AccountDoc, Models } from '../models/account';

/** Seals every plain proxy; returns how many rows it changed. */
export async function sealLegacyProxies(models: Models, box: SecretBox): Promise<number> {
  const rows = await models.accounts
    .find({ 'fields.proxy': { $exists: true } }, { registrar: 1, id: 1, fields: 1, secrets: 1 })
    .lean<AccountDoc[]>();
  let changed = 0;
  for (const row of rows) {
    const plain = row.fields.proxy;
    if (plain === undefined) continue;
    const set: Record<string, string> = {};
    // A row that already has a sealed proxy (written by the new code) only loses the stale clear copy.
    if (!row.secrets?.proxy && plain) set['secrets.proxy'] = box.encrypt(plain);
    // Matching on the clear value: a concurrent edit in between wins, and is sealed by its own write.
    const res = await models.accounts.updateOne(
      { registrar: row.registrar, id: row.id, 'fields.proxy': plain },
      { ...(Object.keys(set).length ? { $set: set } : {}), $unset: { 'fields.proxy': '' } },
    );
    changed += res.modifiedCount;
  }
  return changed;
}

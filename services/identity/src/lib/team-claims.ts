// Things that must happen once per deployment however many identity replicas start or race (the first
// owner, the one log line of the upgrade): a document with a fixed _id, inserted by whoever is first.
import type { Models } from '../models';

function isDuplicateKey(err: unknown): boolean {
  return (err as { code?: number })?.code === 11000;
}

/** True for the one caller that inserted the claim; false for every later one. */
export async function claimOnce(models: Models, id: string, value: Record<string, unknown>): Promise<boolean> {
  try {
    await models.teamState.create({ _id: id, value, at: new Date() });
    return true;
  } catch (err) {
    if (isDuplicateKey(err)) return false;
    throw err;
  }
}

// The last active owner is never demoted, disabled or removed (issue 25), also when two owners demote
// each other at the same moment: each such change is checked and written, then claims the next
// generation of a counter; of changes that read the same generation only one claim succeeds, the others
// undo their write and look again (by then seeing the first one's change). A winner's count was read
// after every earlier winner's write, so the team always ends with an active owner.
import type { Models } from '../models';

const GUARD_ID = 'owners-guard';
const ATTEMPTS = 5;

async function generation(models: Models): Promise<number> {
  const doc = await models.teamState.findById(GUARD_ID).lean();
  return typeof doc?.value?.gen === 'number' ? doc.value.gen : 0;
}

async function claim(models: Models, gen: number): Promise<boolean> {
  if (gen === 0) {
    try {
      await models.teamState.create({ _id: GUARD_ID, value: { gen: 1 }, at: new Date() });
      return true;
    } catch (err) {
      if ((err as { code?: number })?.code === 11000) return false;
      throw err;
    }
  }
  const res = await models.teamState.updateOne({ _id: GUARD_ID, 'value.gen': gen }, { $set: { 'value.gen': gen + 1, at: new Date() } });
  return res.modifiedCount === 1;
}

export function countActiveOwners(models: Models): Promise<number> {
  return models.users.countDocuments({ role: 'owner', status: 'active' });
}

/**
 * Runs `change` (which takes one active owner away) only while another active owner stays; `undo`
 * restores what it wrote. False when it would leave no active owner: the caller answers 409 last_owner.
 */
export async function changeKeepingAnOwner(models: Models, change: () => Promise<void>, undo: () => Promise<void>): Promise<boolean> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const gen = await generation(models);
    if ((await countActiveOwners(models)) <= 1) return false;
    await change();
    if (await claim(models, gen)) return true;
    await undo();
  }
  return false;
}

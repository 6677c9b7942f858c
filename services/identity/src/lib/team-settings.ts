// Team-wide settings (issue 25: alert thresholds, change approvals), one document; a team that never
// saved any reads the defaults from contracts.
import { DEFAULT_TEAM_SETTINGS, TeamSettings } from '@dop/contracts/team';
import type { Models } from '../models';

const ID = 'settings';

export class TeamSettingsStore {
  constructor(private readonly models: Models) {}

  async get(): Promise<TeamSettings> {
    const doc = await this.models.teamState.findById(ID).lean();
    // Fields added to the contract later fall back to their defaults; unknown stored ones are dropped.
    const merged = TeamSettings.safeParse({ ...DEFAULT_TEAM_SETTINGS, ...pick(doc?.value ?? {}) });
    return merged.success ? merged.data : DEFAULT_TEAM_SETTINGS;
  }

  /** Saves the settings; returns the names of the fields that changed. */
  async put(body: TeamSettings): Promise<(keyof TeamSettings)[]> {
    const before = await this.get();
    // Optional fields a PUT leaves out (inventory alerts, issue 29) keep what was saved.
    const next = { ...before, ...Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) } as TeamSettings;
    await this.models.teamState.updateOne({ _id: ID }, { $set: { value: next, at: new Date() } }, { upsert: true });
    return (Object.keys(next) as (keyof TeamSettings)[]).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(next[k]));
  }
}

function pick(value: Record<string, unknown>): Partial<TeamSettings> {
  const keys = Object.keys(DEFAULT_TEAM_SETTINGS);
  return Object.fromEntries(Object.entries(value).filter(([k]) => keys.includes(k))) as Partial<TeamSettings>;
}

// All identity models on one connection; indexes (unique, TTL) are built before the app serves.
import type { Connection } from 'mongoose';
import { adminNoticeModel } from './admin-notice';
import { apiTokenModel } from './api-token';
import { auditEntryModel } from './audit-entry';
import { invitationModel } from './invitation';
import { oneTimeCodeModel } from './one-time-code';
import { rateHitModel } from './rate-hit';
import { sessionModel } from './session';
import { settingsModel } from './settings';
import { teamStateModel } from './team-state';
import { telegramAccountModel } from './telegram-account';
import { telegramLinkModel } from './telegram-link';
import { userModel } from './user';

export function createModels(conn: Connection) {
  return {
    users: userModel(conn),
    sessions: sessionModel(conn),
    apiTokens: apiTokenModel(conn),
    codes: oneTimeCodeModel(conn),
    telegramAccounts: telegramAccountModel(conn),
    telegramLinks: telegramLinkModel(conn),
    settings: settingsModel(conn),
    invitations: invitationModel(conn),
    teamState: teamStateModel(conn),
    auditEntries: auditEntryModel(conn),
    rateHits: rateHitModel(conn),
    adminNotices: adminNoticeModel(conn),
  };
}
export type Models = ReturnType<typeof createModels>;

export async function syncIndexes(models: Models): Promise<void> {
  for (const model of Object.values(models)) await model.init();
}

export type { User, UserDoc } from './user';
export type { CodePurpose } from './one-time-code';

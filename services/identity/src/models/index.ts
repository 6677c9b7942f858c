// All identity models on one connection; indexes (unique, TTL) are built before the app serves.
import type { Connection } from 'mongoose';
import { apiTokenModel } from './api-token';
import { oneTimeCodeModel } from './one-time-code';
import { sessionModel } from './session';
import { settingsModel } from './settings';
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
  };
}
export type Models = ReturnType<typeof createModels>;

export async function syncIndexes(models: Models): Promise<void> {
  for (const model of Object.values(models)) await model.init();
}

export type { User, UserDoc } from './user';
export type { CodePurpose } from './one-time-code';

// Registrar accounts, one collection for all six registrars, numbered per registrar (spec 1 §3).
// Secret fields hold only AES-256-GCM sealed values (lib/secret-box); accounts are shared by the team.
import { Schema, type Connection, type Model } from 'mongoose';
import { REGISTRARS, type Registrar } from '@dop/contracts/registrars';

export interface AccountDoc {
  registrar: Registrar;
  id: number;
  /** Plain fields (name, proxy, username, apiUser, clientIp, contact*). */
  fields: Record<string, string>;
  /** Sealed secrets by field name (apiKey, apiSecret, secretKey, apiToken). */
  secrets: Record<string, string>;
  /** Off: the periodic inventory sync skips the account; missing on older documents means on. */
  isActive?: boolean;
  createdBy: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const schema = new Schema<AccountDoc>(
  {
    registrar: { type: String, enum: REGISTRARS, required: true },
    id: { type: Number, required: true },
    fields: { type: Schema.Types.Mixed, default: {} },
    secrets: { type: Schema.Types.Mixed, default: {} },
    isActive: { type: Boolean, default: true },
    createdBy: { type: String, default: null },
    createdAt: { type: Date, default: () => new Date() },
    updatedAt: { type: Date, default: () => new Date() },
  },
  { collection: 'accounts', minimize: false },
);
schema.index({ registrar: 1, id: 1 }, { unique: true });

interface Counter {
  _id: string;
  seq: number;
}
const counterSchema = new Schema<Counter>({ _id: String, seq: Number }, { collection: 'counters', versionKey: false });

export interface Models {
  accounts: Model<AccountDoc>;
  counters: Model<Counter>;
}

export async function createModels(conn: Connection): Promise<Models> {
  const models = { accounts: conn.model<AccountDoc>('Account', schema), counters: conn.model<Counter>('Counter', counterSchema) };
  await models.accounts.syncIndexes();
  return models;
}

/** Next id of a registrar's accounts: 1, 2, 3… never reused after a delete. */
export async function nextAccountId(models: Models, registrar: Registrar): Promise<number> {
  const doc = await models.counters.findOneAndUpdate(
    { _id: `account:${registrar}` },
    { $inc: { seq: 1 } },
    { upsert: true, returnDocument: 'after' },
  );
  return doc!.seq;
}

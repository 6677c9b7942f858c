// HE and PowerDNS accounts (spec 2 §3). Secret fields hold only SecretBox-sealed values; accounts are
// shared by the team, like registrar accounts.
import { Schema, type Connection, type Model } from 'mongoose';

export interface HeAccountDoc {
  _id: { toString(): string };
  name: string;
  email: string;
  password: string;
  proxyServer: string | null;
  proxyUsername: string | null;
  proxyPassword: string | null;
  isActive: boolean;
  domainsUsed: number;
  domainsLimit: number;
  lastDomainCheck: Date | null;
  createdBy: string | null;
  createdAt: Date;
}

export interface PdnsAccountDoc {
  _id: { toString(): string };
  name: string;
  apiKey: string;
  apiUrl: string;
  isActive: boolean;
  createdBy: string | null;
  createdAt: Date;
}

const heSchema = new Schema<HeAccountDoc>(
  {
    name: { type: String, required: true },
    email: { type: String, required: true },
    password: { type: String, required: true },
    proxyServer: { type: String, default: null },
    proxyUsername: { type: String, default: null },
    proxyPassword: { type: String, default: null },
    isActive: { type: Boolean, default: true },
    domainsUsed: { type: Number, default: 0 },
    domainsLimit: { type: Number, required: true },
    lastDomainCheck: { type: Date, default: null },
    createdBy: { type: String, default: null },
    createdAt: { type: Date, default: () => new Date() },
  },
  { collection: 'he_accounts', versionKey: false },
);

const pdnsSchema = new Schema<PdnsAccountDoc>(
  {
    name: { type: String, required: true },
    apiKey: { type: String, required: true },
    apiUrl: { type: String, required: true },
    isActive: { type: Boolean, default: true },
    createdBy: { type: String, default: null },
    createdAt: { type: Date, default: () => new Date() },
  },
  { collection: 'powerdns_accounts', versionKey: false },
);

export interface Models {
  he: Model<HeAccountDoc>;
  pdns: Model<PdnsAccountDoc>;
}

export function createModels(conn: Connection): Models {
  return { he: conn.model<HeAccountDoc>('HeAccount', heSchema), pdns: conn.model<PdnsAccountDoc>('PdnsAccount', pdnsSchema) };
}

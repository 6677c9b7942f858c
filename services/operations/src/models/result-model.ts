// Operation results (spec 2 §3 "Operation result", "DNS result"): one row per (operationType, domain),
// merged from ops.result.changed events by lib/merge-result.
import { Schema, type Connection, type Model } from 'mongoose';
import type { ResultRow } from '../lib/merge-result';

const ResultSchema = new Schema<ResultRow>(
  {
    _id: { type: String, required: true },
    operationType: { type: String, required: true },
    domain: { type: String, required: true },
    userId: { type: String, default: null },
    teamTag: { type: String, default: null },
    statuses: { type: Schema.Types.Mixed, default: {} },
    success: Boolean,
    message: String,
    registrar: String,
    resultId: String,
    timestamp: { type: Date, required: true },
    versions: { type: Schema.Types.Mixed, default: {} },
    rev: { type: Number, required: true },
  },
  { collection: 'results', versionKey: false, autoIndex: false, autoCreate: false, minimize: false },
);

export type ResultModel = Model<ResultRow>;

export const resultModel = (conn: Connection): ResultModel => conn.models.Result ?? conn.model<ResultRow>('Result', ResultSchema);

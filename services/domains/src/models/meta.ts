// Counters shared by the instances of the service (the search index's generation).
import { Schema, type Connection, type Model } from 'mongoose';

export interface Meta {
  _id: string;
  generation: number;
  /** Bumped by every write that changes what a listed domain shows (clears cached search answers). */
  revision: number;
}

const MetaSchema = new Schema<Meta>(
  { _id: { type: String, required: true }, generation: { type: Number, default: 0 }, revision: { type: Number, default: 0 } },
  { versionKey: false },
);

export function metaModel(conn: Connection): Model<Meta> {
  return conn.model<Meta>('Meta', MetaSchema, 'meta');
}

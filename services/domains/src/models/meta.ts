// Counters shared by the instances of the service (the search index's generation).
import { Schema, type Connection, type Model } from 'mongoose';

export interface Meta {
  _id: string;
  generation: number;
}

const MetaSchema = new Schema<Meta>(
  { _id: { type: String, required: true }, generation: { type: Number, default: 0 } },
  { versionKey: false },
);

export function metaModel(conn: Connection): Model<Meta> {
  return conn.model<Meta>('Meta', MetaSchema, 'meta');
}

// Team-wide documents, one per _id: 'settings' holds TeamSettings; 'first-owner' and the migration
// markers are claims, inserted once (the unique _id decides between replicas that race).
import { Schema, type Connection, type Model } from 'mongoose';

export interface TeamState {
  _id: string;
  value: Record<string, unknown>;
  at: Date;
}

const schema = new Schema<TeamState>(
  {
    _id: { type: String, required: true },
    value: { type: Schema.Types.Mixed, default: {} },
    at: { type: Date, required: true },
  },
  { collection: 'team_state', minimize: false },
);

export function teamStateModel(conn: Connection): Model<TeamState> {
  return conn.model<TeamState>('TeamState', schema);
}

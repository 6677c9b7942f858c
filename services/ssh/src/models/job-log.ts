// Every output line of a job, numbered per job (seq 1, 2, 3, …). A line is stored before it is
// announced on the live socket, so a line anyone has seen survives a restart.
import type { SshLogLevel, SshLogStream } from '@dop/contracts/ssh';
import { Schema, type Connection, type Model } from 'mongoose';

export interface JobLogDoc {
  jobId: string;
  seq: number;
  host: string | null;
  stream: SshLogStream;
  level: SshLogLevel;
  message: string;
  timestamp: Date;
}

const JobLogSchema = new Schema<JobLogDoc>(
  {
    jobId: { type: String, required: true },
    seq: { type: Number, required: true },
    host: { type: String, default: null },
    stream: { type: String, required: true },
    level: { type: String, required: true },
    message: { type: String, required: true },
    timestamp: { type: Date, required: true },
  },
  { versionKey: false },
);
JobLogSchema.index({ jobId: 1, seq: 1 }, { unique: true });

export type JobLogModel = Model<JobLogDoc>;

export const jobLogModel = (conn: Connection): JobLogModel => conn.model<JobLogDoc>('SshJobLog', JobLogSchema, 'ssh_job_logs');

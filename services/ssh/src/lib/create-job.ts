// A new install job from a validated request: every target checked against the refused addresses
// first (nothing is stored for a refused request), passwords sealed before anything is written.
import { randomUUID } from 'node:crypto';
import type { BackgroundInstallBody } from '@dop/contracts/ssh';
import { HttpError, type EgressPolicy, type SecretBox } from '@dop/service-kit';
import type { z } from 'zod';
import type { JobDoc, JobModel } from '../models/job';
import { refusedTargetReason } from './target-address';

type Body = z.output<typeof BackgroundInstallBody>;

export function checkTargets(body: Body, policy: EgressPolicy, port: number): void {
  const details = body.servers
    .map((s, i) => ({ i, reason: refusedTargetReason(s.host, port, policy) }))
    .filter((r) => r.reason)
    .map(({ i, reason }) => ({ in: 'body', path: `servers.${i}.host`, message: reason }));
  if (details.length) throw new HttpError('address_refused', details[0].message as string, details);
}

export async function createJob(jobs: JobModel, box: SecretBox, body: Body, owner: { userId: string; userName: string }): Promise<JobDoc> {
  const doc = await jobs.create({
    _id: randomUUID(),
    userId: owner.userId,
    userName: owner.userName,
    status: 'pending',
    servers: body.servers.map((s) => ({ host: s.host, username: s.username, password: box.encrypt(s.password), status: 'pending' })),
    published: false,
  });
  return doc.toObject();
}

// Accepting a purchase: the account's balance is read at once (an unknown account or an unreadable
// balance is refused in the answer), then the job and its domains are stored for the scheduler.
import { randomUUID } from 'node:crypto';
import type { Actor } from '@dop/contracts/common';
import type { PurchaseAccepted, PurchaseBody as PurchaseSchema } from '@dop/contracts/billing';
import { HttpError } from '@dop/service-kit';
import type { z } from 'zod';
import type { BillingOpsLog } from '../events/ops-log';
import type { Models } from '../models';
import type { RegistrarsRpc } from './registrars-rpc';
import { rpcHttpError } from './rpc-errors';

type Body = z.output<typeof PurchaseSchema>;

async function readBalance(rpc: RegistrarsRpc, body: Body, actor: Actor): Promise<{ balance: number; currency: string }> {
  const label = `${body.registrar} #${body.accountId}`;
  const reply = await rpc.balance({ registrar: body.registrar, accountId: body.accountId, actor }).catch((err: unknown) => {
    throw rpcHttpError(err);
  });
  if (reply.ok) return reply;
  if (reply.error.code === 'not_found') {
    throw new HttpError('unknown_account', reply.error.message, [
      { in: 'body', path: 'accountId', message: `no ${body.registrar} account ${body.accountId}` },
    ]);
  }
  throw HttpError.of('balance_unreadable', { account: label, reason: reply.error.message });
}

export async function createPurchaseJob(
  models: Models,
  rpc: RegistrarsRpc,
  ops: BillingOpsLog,
  body: Body,
  actor: Actor,
): Promise<PurchaseAccepted> {
  const { balance, currency } = await readBalance(rpc, body, actor);
  const domains = [...new Set(body.domains)];
  const jobId = randomUUID();
  const now = new Date();
  const delays = body.timeSettings ?? { minDelay: 1, maxDelay: 1 };
  await models.items.insertMany(
    domains.map((domain) => ({
      _id: randomUUID(),
      jobId,
      userId: actor.userId,
      userName: actor.userName ?? null,
      domain,
      registrar: body.registrar,
      accountId: body.accountId,
      createdAt: now,
      updatedAt: now,
    })),
  );
  // The job is written last: the scheduler never sees a job whose domains are not all stored.
  await models.jobs.create({
    _id: jobId,
    userId: actor.userId,
    userName: actor.userName ?? null,
    registrar: body.registrar,
    accountId: body.accountId,
    quickPurchase: body.quickPurchase,
    minDelay: delays.minDelay,
    maxDelay: delays.maxDelay,
    maxPrice: body.maxPrice ?? null,
    balance,
    currency,
    total: domains.length,
    createdAt: now,
  });
  const when = body.quickPurchase ? 'quick purchase' : `delays ${delays.minDelay}–${delays.maxDelay} min`;
  await ops.line(
    actor,
    jobId,
    null,
    'info',
    `Purchase of ${domains.length} domain(s) at ${body.registrar} #${body.accountId} requested (${when}); checking prices and availability`,
  );
  return { success: true, jobId, status: 'checking', total: domains.length };
}

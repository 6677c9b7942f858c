// The provider services' side of domains.rpc.change-submit (issue 30): a route hands its change to the
// domains service, which records it as a change set, holds it over the team's threshold and applies it
// step by step. The answer a route gives when its change did not run now is the same everywhere:
// 202 with the held or planned change, or 409 asking a single admin to type the domain count.
import {
  AWAITING_APPROVAL,
  CHANGES_RPC,
  ChangeSubmitReply,
  type ChangeNotAppliedReply,
  type ChangeSubmitRequest,
} from '@dop/contracts/changes';
import type { NatsConnection } from 'nats';
import { HttpError, conflict } from '../http-error';
import { NoResponderError, RpcTimeoutError, requestJson } from '../events/request';

/** Time for the whole change: its reads and its steps, one domain after another at worst. */
export const submitTimeoutMs = (steps: number, perStepMs = 3000) => 15_000 + steps * perStepMs;

export async function submitChange(
  nc: NatsConnection,
  req: ChangeSubmitRequest,
  timeoutMs = submitTimeoutMs(req.steps.length),
): Promise<ChangeSubmitReply> {
  let raw: unknown;
  try {
    raw = await requestJson(nc, CHANGES_RPC.submit, req, timeoutMs);
  } catch (err) {
    if (err instanceof NoResponderError || err instanceof RpcTimeoutError)
      throw HttpError.of('service_unavailable', { service: 'domains' });
    throw err;
  }
  const reply = ChangeSubmitReply.safeParse(raw);
  if (reply.success) return reply.data;
  const refused = (raw as { error?: { code?: string; message?: string } }).error;
  if (refused?.code === 'bad_request') throw new HttpError('bad_request', refused.message ?? 'change refused');
  throw new HttpError('internal', `the change was not recorded: ${refused?.message ?? 'unexpected answer'}`);
}

/** The 409 that asks the single admin of a team to type the domain count of a change over the threshold. */
export function confirmationNeeded(decision: { reason: string; domains: number }): HttpError {
  return conflict(`${decision.reason}; this team has a single administrator: type the number of domains (${decision.domains}) to confirm`, {
    confirmDomains: decision.domains,
  });
}

/** The HTTP answer of a change that did not apply now (held, planned, or waiting for the typed count); null when it ran. */
export function notAppliedAnswer(reply: ChangeSubmitReply): { code: 202; body: ChangeNotAppliedReply } | null {
  if (reply.status === 'confirm')
    throw confirmationNeeded({ reason: reply.reason ?? 'over the team threshold', domains: reply.confirmDomains ?? 0 });
  if (reply.status === 'awaiting_approval')
    return { code: 202, body: { changeId: reply.changeId ?? '', status: 'awaiting_approval', message: AWAITING_APPROVAL.message } };
  if (reply.status === 'planned')
    return {
      code: 202,
      body: { changeId: reply.changeId ?? '', status: 'planned', message: 'Planned: open Changes to see it and apply it' },
    };
  return null;
}

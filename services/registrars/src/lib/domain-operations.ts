// Domain work for other services (rpc) : set A records, set name servers, register. Each run logs
// what it did and publishes the registrar's status string for the domain.
import type { RegisterDomainRequest, SetARecordsRequest, SetNameserversRequest } from '@dop/contracts/registrars';
import type { z } from 'zod';
import { stepLineId, type OpsEvents, type OpsRun } from '@dop/service-kit';
import type { AdapterFactory } from './adapter-factory';
import type { ARecord } from '../adapters/types';
import { errorMessage } from './errors';
import { priorityOf } from './gate/gate-state';
import { failureStatus, NS_FAILED } from './status';

type SetA = z.output<typeof SetARecordsRequest>;
type SetNs = z.output<typeof SetNameserversRequest>;
type Register = z.output<typeof RegisterDomainRequest>;

export interface OperationOutcome {
  status: string;
  success: boolean;
  message: string;
  /** Set A records only: the A records the call replaced (a change set's old values). */
  previous?: ARecord[];
}

function context(req: SetA | SetNs | Register, fallback: OpsRun['operationType']): OpsRun {
  return { actor: req.actor, operationType: req.operationType ?? fallback, jobId: req.jobId, teamTag: req.teamTag };
}

export class DomainOperations {
  constructor(
    private readonly adapters: AdapterFactory,
    private readonly ops: OpsEvents,
  ) {}

  private async finish(ctx: OpsRun, req: SetA | SetNs | Register, outcome: OperationOutcome): Promise<OperationOutcome> {
    await this.ops.line(
      ctx,
      req.domain,
      outcome.success ? 'success' : 'error',
      outcome.message,
      stepLineId(req.stepId, 'ended', `${outcome.success}:${outcome.message}`),
    );
    await this.ops.result(ctx, req.domain, { [req.registrar]: outcome.status }, outcome.message);
    return outcome;
  }

  async setARecords(req: SetA): Promise<OperationOutcome> {
    const ctx = context(req, 'domain-records');
    const label = `${req.registrar} #${req.accountId}`;
    const ips = req.records.map((r) => `${r.name} → ${r.content}`).join(', ') || 'none';
    // An unknown account is the caller's mistake: it throws before anything is logged.
    const adapter = await this.adapters.forAccount(req.registrar, req.accountId, priorityOf(req));
    await this.ops.line(ctx, req.domain, 'info', `Setting A records at ${label}: ${ips}`, stepLineId(req.stepId, 'started'));
    try {
      const previous = await adapter.setARecords(req.domain, req.records);
      const outcome = { status: 'Success', success: true, message: `A records of ${req.domain} updated at ${label}` };
      return { ...(await this.finish(ctx, req, outcome)), previous };
    } catch (err) {
      return this.finish(ctx, req, {
        status: failureStatus(err),
        success: false,
        message: `A records of ${req.domain} at ${label}: ${errorMessage(err)}`,
      });
    }
  }

  async setNameservers(req: SetNs): Promise<OperationOutcome> {
    const ctx = context(req, 'domain-records');
    const label = `${req.registrar} #${req.accountId}`;
    // An unknown account is the caller's mistake: it throws before anything is logged.
    const adapter = await this.adapters.forAccount(req.registrar, req.accountId, priorityOf(req));
    await this.ops.line(
      ctx,
      req.domain,
      'info',
      `Setting name servers at ${label}: ${req.nameservers.join(', ')}`,
      stepLineId(req.stepId, 'started'),
    );
    try {
      await adapter.setNameservers(req.domain, req.nameservers);
      return await this.finish(ctx, req, {
        status: 'Success',
        success: true,
        message: `Name servers of ${req.domain} updated at ${label}`,
      });
    } catch (err) {
      return this.finish(ctx, req, {
        status: NS_FAILED,
        success: false,
        message: `Name servers of ${req.domain} at ${label}: ${errorMessage(err)}`,
      });
    }
  }

  async register(req: Register): Promise<OperationOutcome & { orderId: string | null; charged: number | null }> {
    const ctx = context(req, 'billing');
    const label = `${req.registrar} #${req.accountId}`;
    // An unknown account is the caller's mistake: it throws before anything is logged. A purchase is
    // money a person is waiting on: interactive even when a job sends it.
    const adapter = await this.adapters.forAccount(req.registrar, req.accountId, 'interactive');
    await this.ops.line(
      ctx,
      req.domain,
      'info',
      `Registering ${req.domain} for ${req.years} year(s) at ${label}`,
      stepLineId(req.stepId, 'started'),
    );
    try {
      const done = await adapter.register(req.domain, req.years);
      const outcome = await this.finish(ctx, req, { status: done.status, success: true, message: `${done.message} at ${label}` });
      return { ...outcome, orderId: done.orderId, charged: done.charged };
    } catch (err) {
      const outcome = await this.finish(ctx, req, {
        status: failureStatus(err),
        success: false,
        message: `Registration of ${req.domain} at ${label}: ${errorMessage(err)}`,
      });
      return { ...outcome, orderId: null, charged: null };
    }
  }
}

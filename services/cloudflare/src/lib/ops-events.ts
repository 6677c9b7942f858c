// Log lines and results of Cloudflare work go to the operations service as ops events (operationType
// 'cloudflare'); the registrars service publishes those of the name server change itself.
import type { OperationType } from '@dop/contracts/ops';
import { OperationOps } from '@dop/service-kit';
import type { JetStreamClient } from 'nats';

export class OpsEvents extends OperationOps {
  /** 'cloudflare' for this tab's work; 'domain-records' when the domains tab asked (rpc). */
  constructor(js: JetStreamClient, operationType: OperationType = 'cloudflare') {
    // The row's overall outcome is its Cloudflare status: a failure or an error is no success.
    super(js, operationType, { successOf: (statuses) => !/fail|error/i.test(statuses.cloudflare ?? '') });
  }
}

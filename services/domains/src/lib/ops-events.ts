// Log lines and results of the domains service's own steps (job start/end, Cloudflare) go to the
// operations service as ops events; the registrars service publishes those of registrar calls itself.
import type { Actor } from '@dop/contracts/common';
import { OperationOps } from '@dop/service-kit';
import type { JetStreamClient } from 'nats';

export type OpActor = Actor;

export class OpsEvents extends OperationOps {
  constructor(js: JetStreamClient) {
    super(js, 'domain-records');
  }
}

// HE and PowerDNS work leaves its trace in the operations panels (design.md §4): log lines and one
// DNS result per domain with its provider's column, the overall success and the message. A publish
// failure is logged, never turned into a failed update: the DNS change is already made.
import { OpsEvents, type OpsRun } from '@dop/service-kit';

export type DnsOperation = 'hurricane-electric' | 'powerdns';

export interface OpRun extends OpsRun {
  operationType: DnsOperation;
  jobId: string;
}

export class DnsOpsEvents extends OpsEvents {
  dnsResult(run: OpRun, domain: string, success: boolean, message: string): Promise<void> {
    const status = success ? 'Success' : 'Failed';
    const statuses = run.operationType === 'powerdns' ? { powerdns: status } : { hurricaneElectric: status };
    return this.result(run, domain, statuses, message, success);
  }
}

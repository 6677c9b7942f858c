// Where dns.he.net is (config) and the guard each account's proxy goes through.
import type { EgressPolicy } from '@dop/service-kit';

export interface HeSite {
  baseUrl: string;
  timeoutMs: number;
  egress: EgressPolicy;
}

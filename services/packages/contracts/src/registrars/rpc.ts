// NATS request/reply of the registrars service (design.md §4): other services name an account by
// registrar + numeric id; the credentials never leave the registrars service.
import { z } from 'zod';
import { ARecordName, isIpv4, RecordTtl } from '../common/dns';
import { Actor } from '../common/events';
import { DomainName } from '../common/http';
import { OperationType } from '../ops/shared';
import { Registrar } from './fields';

export const REGISTRARS_RPC = {
  setARecords: 'registrars.rpc.set-a-records',
  setNameservers: 'registrars.rpc.set-nameservers',
  getBalance: 'registrars.rpc.get-balance',
  domainCount: 'registrars.rpc.domain-count',
  checkPrices: 'registrars.rpc.check-prices',
  registerDomain: 'registrars.rpc.register-domain',
  detectRegistrar: 'registrars.rpc.detect-registrar',
  /** Reads only (the DNS dialog's records); publishes no ops events. */
  getARecords: 'registrars.rpc.get-a-records',
  /** Reads only: the name servers the registrar holds for a domain (a change set's old values). */
  getNameservers: 'registrars.rpc.get-nameservers',
} as const;

export const AccountRef = z.object({ registrar: Registrar, accountId: z.number().int().min(1) });
export type AccountRef = z.infer<typeof AccountRef>;

/** Who asked and where the ops log lines and result go. */
const OperationContext = z.object({
  actor: Actor,
  operationType: OperationType.optional(),
  jobId: z.string().max(128).optional(),
  teamTag: z.string().max(100).nullable().optional(),
  /**
   * Set by a caller that may ask again for the same step (a job's item retried after a crash or an
   * answer that never came): the call's log lines get ids made from it, so a repeat is logged once.
   */
  stepId: z.string().min(1).max(100).optional(),
});

const Ipv4 = z.string().refine(isIpv4, 'must be an IPv4 address');

/** '@' for the apex, otherwise the label relative to the domain ('www'). */
export const ARecordInput = z.object({
  name: ARecordName,
  content: Ipv4,
  ttl: RecordTtl,
});
export type ARecordInput = z.infer<typeof ARecordInput>;

/** The domain's A records become exactly `records`; records of other types stay. */
export const SetARecordsRequest = AccountRef.extend(OperationContext.shape).extend({
  domain: DomainName,
  records: z.array(ARecordInput).max(100),
});
export type SetARecordsRequest = z.input<typeof SetARecordsRequest>;

export const SetNameserversRequest = AccountRef.extend(OperationContext.shape).extend({
  domain: DomainName,
  nameservers: z.array(DomainName).min(2).max(13),
});
export type SetNameserversRequest = z.input<typeof SetNameserversRequest>;

export const AccountRequest = AccountRef.extend({ actor: Actor.optional() });
export type AccountRequest = z.input<typeof AccountRequest>;

/** Without targets every registrar's first account is asked; allAccounts asks every account (billing's price table). */
export const CheckPricesRequest = OperationContext.extend({
  domains: z.array(DomainName).min(1).max(100),
  targets: z.array(AccountRef).max(20).optional(),
  allAccounts: z.boolean().optional(),
});
export type CheckPricesRequest = z.input<typeof CheckPricesRequest>;

export const RegisterDomainRequest = AccountRef.extend(OperationContext.shape).extend({
  domain: DomainName,
  years: z.number().int().min(1).max(10).default(1),
});
export type RegisterDomainRequest = z.input<typeof RegisterDomainRequest>;

export const DetectRegistrarRequest = OperationContext.extend({ domain: DomainName });
export type DetectRegistrarRequest = z.input<typeof DetectRegistrarRequest>;

export const GetARecordsRequest = AccountRef.extend({
  domain: DomainName,
  actor: Actor.optional(),
  /** An inventory check's read (issue 29): it queues behind people's calls on the account's gate. */
  background: z.boolean().optional(),
});
export type GetARecordsRequest = z.input<typeof GetARecordsRequest>;

export const RpcError = z.object({ code: z.string(), message: z.string() });

/** Every reply: ok with the operation's status string (spec 2 §4.1), or a request that could not run. */
const okReply = <T extends z.ZodRawShape>(shape: T) => z.object({ ok: z.literal(true), ...shape });
export const RpcFailure = z.object({ ok: z.literal(false), error: RpcError });

export const OperationReply = z.union([okReply({ status: z.string(), success: z.boolean(), message: z.string() }), RpcFailure]);
export type OperationReply = z.infer<typeof OperationReply>;

export const BalanceRpcReply = z.union([okReply({ balance: z.number(), currency: z.string() }), RpcFailure]);
export type BalanceRpcReply = z.infer<typeof BalanceRpcReply>;

export const DomainCountRpcReply = z.union([okReply({ domainCount: z.number().int().min(0) }), RpcFailure]);
export type DomainCountRpcReply = z.infer<typeof DomainCountRpcReply>;

export const PriceQuote = AccountRef.extend({
  domain: z.string(),
  available: z.boolean().nullable(),
  price: z.number().nullable(),
  currency: z.string().nullable(),
  status: z.string(),
  error: z.string().nullable(),
});
export type PriceQuote = z.infer<typeof PriceQuote>;
export const CheckPricesReply = z.union([okReply({ quotes: z.array(PriceQuote) }), RpcFailure]);
export type CheckPricesReply = z.infer<typeof CheckPricesReply>;

export const RegisterDomainReply = z.union([
  okReply({
    status: z.string(),
    success: z.boolean(),
    message: z.string(),
    orderId: z.string().nullable(),
    charged: z.number().nullable(),
  }),
  RpcFailure,
]);
export type RegisterDomainReply = z.infer<typeof RegisterDomainReply>;

export const DetectRegistrarReply = z.union([
  okReply({ found: z.boolean(), registrar: Registrar.nullable(), accountId: z.number().int().nullable(), status: z.string() }),
  RpcFailure,
]);
export type DetectRegistrarReply = z.infer<typeof DetectRegistrarReply>;

export const ARecordsReply = z.union([
  okReply({ records: z.array(z.object({ name: z.string(), content: z.string(), ttl: z.number().int() })) }),
  RpcFailure,
]);
export type ARecordsReply = z.infer<typeof ARecordsReply>;

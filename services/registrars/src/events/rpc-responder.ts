// NATS request/reply `registrars.rpc.*` (contracts/registrars/rpc.ts). Requests are validated with the
// contract; a bad request or unknown account answers {ok:false, error}; the queue group lets several
// instances share the work. Credentials stay here: callers name accounts by registrar and id.
import {
  AccountRequest,
  CheckPricesRequest,
  DetectRegistrarRequest,
  GetARecordsRequest,
  RegisterDomainRequest,
  REGISTRARS_RPC,
  SetARecordsRequest,
  SetNameserversRequest,
} from '@dop/contracts/registrars';
import { isHttpError } from '@dop/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import { JSONCodec, type NatsConnection, type Subscription } from 'nats';
import type { z } from 'zod';
import { errorMessage, RegistrarError } from '../lib/errors';
import type { AccountOperations } from '../lib/account-operations';
import type { DomainOperations } from '../lib/domain-operations';

const codec = JSONCodec();

export interface RpcDeps {
  domains: DomainOperations;
  accounts: AccountOperations;
  log: FastifyBaseLogger;
}

type Handler = (data: unknown) => Promise<Record<string, unknown>>;

function handler<S extends z.ZodType>(schema: S, run: (req: z.output<S>) => Promise<Record<string, unknown>>): Handler {
  return async (data) => {
    const parsed = schema.safeParse(data);
    if (!parsed.success) {
      const fields = parsed.error.issues.map((i) => `${i.path.join('.') || '(request)'}: ${i.message}`).join('; ');
      return { ok: false, error: { code: 'bad_request', message: fields } };
    }
    return { ok: true, ...(await run(parsed.data)) };
  };
}

export function rpcHandlers(deps: RpcDeps): Record<string, Handler> {
  const { domains, accounts } = deps;
  return {
    [REGISTRARS_RPC.setARecords]: handler(SetARecordsRequest, async (r) => ({ ...(await domains.setARecords(r)) })),
    [REGISTRARS_RPC.setNameservers]: handler(SetNameserversRequest, async (r) => ({ ...(await domains.setNameservers(r)) })),
    [REGISTRARS_RPC.registerDomain]: handler(RegisterDomainRequest, async (r) => ({ ...(await domains.register(r)) })),
    [REGISTRARS_RPC.getBalance]: handler(AccountRequest, async (r) => ({ ...(await accounts.balance(r.registrar, r.accountId)) })),
    [REGISTRARS_RPC.domainCount]: handler(AccountRequest, async (r) => ({
      domainCount: await accounts.domainCount(r.registrar, r.accountId),
    })),
    [REGISTRARS_RPC.checkPrices]: handler(CheckPricesRequest, async (r) => ({ quotes: await accounts.checkPrices(r) })),
    [REGISTRARS_RPC.getARecords]: handler(GetARecordsRequest, async (r) => ({
      records: await accounts.aRecords(r.registrar, r.accountId, r.domain),
    })),
    [REGISTRARS_RPC.detectRegistrar]: handler(DetectRegistrarRequest, async (r) => {
      const found = await accounts.detect(r);
      return { found: found.registrar !== null, ...found };
    }),
  };
}

/** Expected failures become {ok:false}; anything else is logged and answered as internal. */
function failure(err: unknown, log: FastifyBaseLogger): Record<string, unknown> {
  if (isHttpError(err)) return { ok: false, error: { code: err.code, message: err.message } };
  if (err instanceof RegistrarError)
    return { ok: false, error: { code: err.kind === 'transport' ? 'registrar_unreachable' : 'registrar_error', message: err.message } };
  log.error({ err }, 'registrars rpc failed');
  return { ok: false, error: { code: 'internal', message: errorMessage(err) } };
}

export function startRpcResponder(nc: NatsConnection, deps: RpcDeps): Subscription[] {
  return Object.entries(rpcHandlers(deps)).map(([subject, handle]) =>
    nc.subscribe(subject, {
      queue: 'registrars',
      callback: (err, msg) => {
        if (err) return deps.log.error({ err, subject }, 'rpc subscription error');
        let data: unknown;
        try {
          data = codec.decode(msg.data);
        } catch {
          msg.respond(codec.encode({ ok: false, error: { code: 'bad_request', message: 'request is not JSON' } }));
          return;
        }
        handle(data)
          .catch((e: unknown) => failure(e, deps.log))
          .then((reply) => msg.respond(codec.encode(reply)));
      },
    }),
  );
}

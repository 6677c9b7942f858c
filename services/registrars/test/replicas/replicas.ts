// Two replicas of the registrars service: the harness's app and a second buildApp on the same MongoDB
// database and NATS server, as a second pod would run. Accounts added through one are seen by both.
import type { Registrar } from '@dop/contracts/registrars';
import type { ServiceApp } from '@dop/service-kit';
import { buildApp } from '../../src/app';
import type { GateDoc } from '../../src/lib/gate/gate-state';
import { GATES_COLLECTION } from '../../src/lib/gate/gate-store';
import { accountBody, headers, startService, type Harness } from '../service';

export interface Replicas {
  h: Harness;
  apps: [ServiceApp, ServiceApp];
  stop(): Promise<void>;
}

export async function startReplicas(env: Record<string, string> = {}): Promise<Replicas> {
  const h = await startService(env);
  let second: ServiceApp;
  try {
    second = await buildApp(h.t.config, { logger: false });
  } catch (err) {
    await h.stop();
    throw err;
  }
  return { h, apps: [h.t.app, second], stop: async () => (await second.close(), await h.stop()) };
}

export async function addAccount(r: Replicas, registrar: Registrar): Promise<number> {
  const res = await r.apps[0].inject({
    method: 'POST',
    url: `/api/accounts/${registrar}`,
    headers: headers(),
    payload: accountBody(registrar, r.h),
  });
  if (res.statusCode !== 201) throw new Error(`add ${registrar}: ${res.statusCode} ${res.body}`);
  return res.json().id as number;
}

/** GET one of the account's stats through `app`, as the panel does. */
export async function stat(app: ServiceApp, registrar: Registrar, id: number, what: 'balance' | 'domain-count') {
  return (await app.inject({ method: 'GET', url: `/api/accounts/${registrar}/${id}/${what}`, headers: headers() })).json();
}

/** The gate document of an account as stored (null before its first call). */
export function gateDoc(r: Replicas, key: string): Promise<GateDoc | null> {
  return r.h.t.app.mongo.db!.collection<GateDoc>(GATES_COLLECTION).findOne({ _id: key });
}

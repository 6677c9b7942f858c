// Builds an account's adapter with everything the call discipline needs: its base URL from config,
// the account's proxy agent, its rate-limit gate (NameSilo 1/s, Dynadot one at a time) and the policy.
// The registrars' own per-account rules (NameSilo's spacing, Dynadot's one at a time, Porkbun's check
// spacing) go through gates shared by every replica in MongoDB; the others keep a per-process cap.
import type { Registrar } from '@dop/contracts/registrars';
import { egressPolicyFrom, type EgressPolicy } from '@dop/service-kit';
import { createAdapter, type RegistrarAdapter } from '../adapters';
import type { RegistrarsConfig } from '../config';
import { AccountGates, type Gate, type GateRule } from './account-gate';
import type { AccountStore } from './account-store';
import type { CallPriority } from './gate/gate-state';
import type { MongoGates } from './gate/mongo-gate';
import type { HttpPolicy } from './http-client';
import { ProxyAgents } from './proxy';

export class AdapterFactory {
  /** The egress guard account proxies go through (also checks them at input). */
  readonly egress: EgressPolicy;
  readonly proxies: ProxyAgents;
  private readonly local = new AccountGates();
  private readonly policy: HttpPolicy;

  constructor(
    private readonly config: RegistrarsConfig,
    private readonly store: AccountStore,
    private readonly shared: MongoGates,
  ) {
    this.egress = egressPolicyFrom(config);
    this.proxies = new ProxyAgents(this.egress);
    this.policy = { timeoutMs: config.REGISTRAR_TIMEOUT_MS, retries: config.REGISTRAR_RETRIES, backoffMs: config.REGISTRAR_BACKOFF_MS };
  }

  /** The registrar's rule, shared across replicas, or a per-process politeness cap. */
  private gate(key: string, rule: GateRule, shared: boolean, priority: CallPriority): Gate {
    return shared ? this.shared.gate(key, rule, priority) : this.local.get(key, rule).as(priority);
  }

  private baseUrl(registrar: Registrar): string {
    const c = this.config;
    return {
      namecheap: c.NAMECHEAP_API_URL,
      namesilo: c.NAMESILO_API_URL,
      dynadot: c.DYNADOT_API_URL,
      spaceship: c.SPACESHIP_API_URL,
      gandi: c.GANDI_API_URL,
      porkbun: c.PORKBUN_API_URL,
    }[registrar];
  }

  private rule(registrar: Registrar): GateRule {
    if (registrar === 'namesilo') return { concurrency: 1, minIntervalMs: this.config.NAMESILO_MIN_INTERVAL_MS };
    if (registrar === 'dynadot') return { concurrency: this.config.DYNADOT_CONCURRENCY, minIntervalMs: 0 };
    if (registrar === 'porkbun') return { concurrency: 4, minIntervalMs: this.config.PORKBUN_MIN_INTERVAL_MS };
    return { concurrency: 4, minIntervalMs: 0 };
  }

  /** The account's adapter; its calls wait on the account's gate as `priority` (interactive first). */
  async forAccount(registrar: Registrar, id: number, priority: CallPriority = 'interactive'): Promise<RegistrarAdapter> {
    const creds = await this.store.credentials(registrar, id);
    const sharedRule = registrar === 'namesilo' || registrar === 'dynadot';
    return createAdapter(registrar, creds, {
      baseUrl: this.baseUrl(registrar),
      policy: this.policy,
      dispatcher: this.proxies.for(creds.proxy),
      gate: this.gate(`${registrar}:${id}`, this.rule(registrar), sharedRule, priority),
      checkGate:
        registrar === 'porkbun'
          ? this.gate(`porkbun:${id}:check`, { concurrency: 1, minIntervalMs: this.config.PORKBUN_CHECK_INTERVAL_MS }, true, priority)
          : undefined,
      prices: registrar === 'spaceship' ? this.config.SPACESHIP_PRICES : undefined,
      asyncWaitMs: this.config.ASYNC_REGISTRATION_WAIT_MS,
      inventoryChunk: registrar === 'namesilo' ? this.config.NAMESILO_INVENTORY_CHUNK : this.config.INVENTORY_CHUNK,
    });
  }
}

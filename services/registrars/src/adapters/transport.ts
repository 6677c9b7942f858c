// What every adapter sends through: the account's gate (rate limit), proxy, timeout and retries.
import { send, type HttpAnswer, type HttpCall } from '../lib/http-client';
import type { AdapterDeps } from './types';

export type Call = Omit<HttpCall, 'dispatcher'>;

export class Transport {
  constructor(private readonly deps: AdapterDeps) {}

  get baseUrl(): string {
    return this.deps.baseUrl.replace(/\/+$/, '');
  }

  send(call: Call): Promise<HttpAnswer> {
    return send({ ...call, dispatcher: this.deps.dispatcher }, this.deps.policy, (attempt) => this.deps.gate.run(attempt));
  }
}

/** Multi-label public suffixes Namecheap and others split as TLD ('co.uk'); the rest take the last label. */
const TWO_LEVEL = new Set([
  'co.uk',
  'org.uk',
  'me.uk',
  'com.au',
  'net.au',
  'org.au',
  'co.nz',
  'com.br',
  'com.mx',
  'co.za',
  'com.tr',
  'co.in',
  'co.jp',
]);

export function splitDomain(domain: string): { sld: string; tld: string } {
  const labels = domain.toLowerCase().split('.');
  const lastTwo = labels.slice(-2).join('.');
  const tldLabels = labels.length > 2 && TWO_LEVEL.has(lastTwo) ? 2 : 1;
  return { sld: labels.slice(0, -tldLabels).join('.'), tld: labels.slice(-tldLabels).join('.') };
}

export function tldOf(domain: string): string {
  return splitDomain(domain).tld;
}

/** '@' for the apex; 'www' from 'www', 'www.example.com' or ''. */
export function relativeName(name: string, domain: string): string {
  const n = name.toLowerCase().replace(/\.$/, '');
  if (n === '' || n === '@' || n === domain) return '@';
  return n.endsWith(`.${domain}`) ? n.slice(0, -(domain.length + 1)) : n;
}

export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const m = /-?[\d,]*\.?\d+/.exec(value);
  return m ? Number(m[0].replace(/,/g, '')) : null;
}

export function asArray<T>(value: T | T[] | null | undefined): T[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

// Server parameters: getParameter / setParameter for the ones drivers, mongoose and its test suite set.
// ttlMonitorSleepSecs and ttlMonitorEnabled drive the TTL monitor; the others are remembered and reported
// (this server has no query knobs, log components or lock timeouts for them to change).
import type { Document } from 'bson';
import { MongoCommandError } from '../engine/types';
import { table } from '../query/own';
import type { Handler } from './context';
import { SERVER_VERSION } from './handshake';

type Kind = 'int' | 'bool' | 'string' | 'any';

const KNOWN = table<{ kind: Kind; settable: boolean }>({
  ttlMonitorSleepSecs: { kind: 'int', settable: true },
  ttlMonitorEnabled: { kind: 'bool', settable: true },
  logLevel: { kind: 'int', settable: true },
  logComponentVerbosity: { kind: 'any', settable: true },
  cursorTimeoutMillis: { kind: 'int', settable: true },
  transactionLifetimeLimitSeconds: { kind: 'int', settable: true },
  internalQueryFrameworkControl: { kind: 'string', settable: true },
  notablescan: { kind: 'bool', settable: false },
  enableTestCommands: { kind: 'bool', settable: false },
  featureCompatibilityVersion: { kind: 'any', settable: false },
});

export class ServerParameters {
  private readonly values = new Map<string, unknown>();
  private readonly listeners: ((name: string, value: unknown) => void)[] = [];

  constructor(initial: { ttlMonitorSleepSecs: number; enableTestCommands: boolean }) {
    this.values.set('ttlMonitorSleepSecs', initial.ttlMonitorSleepSecs);
    this.values.set('ttlMonitorEnabled', true);
    this.values.set('logLevel', 0);
    this.values.set('logComponentVerbosity', {});
    this.values.set('cursorTimeoutMillis', 600_000);
    this.values.set('transactionLifetimeLimitSeconds', 60);
    this.values.set('internalQueryFrameworkControl', 'trySbeRestricted');
    this.values.set('notablescan', false);
    this.values.set('enableTestCommands', initial.enableTestCommands);
    this.values.set('featureCompatibilityVersion', { version: SERVER_VERSION.split('.').slice(0, 2).join('.') });
  }

  get(name: string): unknown {
    return this.values.get(name);
  }

  onChange(listener: (name: string, value: unknown) => void): void {
    this.listeners.push(listener);
  }

  /** Sets a known parameter; returns the value it had. */
  set(name: string, raw: unknown): unknown {
    const known = Object.hasOwn(KNOWN, name) ? KNOWN[name] : undefined;
    if (!known)
      throw new MongoCommandError(72, `attempted to set unrecognized parameter [${name}], use help:true to see options`, 'InvalidOptions');
    if (!known.settable) throw new MongoCommandError(72, `not allowed to change [${name}] at runtime`, 'InvalidOptions');
    const value = coerce(name, known.kind, raw);
    const was = this.values.get(name);
    this.values.set(name, value);
    for (const l of this.listeners) l(name, value);
    return was;
  }

  names(): string[] {
    return [...this.values.keys()];
  }
}

function coerce(name: string, kind: Kind, raw: unknown): unknown {
  const n = typeof raw === 'number' ? raw : Number((raw as { valueOf?: () => unknown })?.valueOf?.());
  if (kind === 'int') {
    if (!Number.isInteger(n) || n < 0) throw new MongoCommandError(2, `Invalid value for parameter ${name}: ${String(raw)}`, 'BadValue');
    return n;
  }
  if (kind === 'bool') return typeof raw === 'boolean' ? raw : n !== 0;
  if (kind === 'string' && typeof raw !== 'string') throw new MongoCommandError(14, `parameter ${name} must be a string`, 'TypeMismatch');
  return raw;
}

const GENERIC = new Set([
  'setParameter',
  'getParameter',
  '$db',
  'lsid',
  'comment',
  '$clusterTime',
  '$readPreference',
  'apiVersion',
  'apiStrict',
  'apiDeprecationErrors',
]);

const setParameter: Handler = (db, cmd, ctx) => {
  if (db !== 'admin') throw new MongoCommandError(13, 'setParameter may only be run against the admin database.', 'Unauthorized');
  const params = ctx.parameters;
  if (!params) throw new MongoCommandError(59, "no such command: 'setParameter'", 'CommandNotFound');
  const names = Object.keys(cmd).filter((k) => !GENERIC.has(k));
  if (names.length === 0) throw new MongoCommandError(72, 'no option found to set, use help:true to see options ', 'InvalidOptions');
  let was: unknown;
  for (const name of names) was = params.set(name, cmd[name]);
  return { was, ok: 1 };
};

// mongod wants admin; any database is accepted here, as this server always did for mongosh.
const getParameter: Handler = (_db, cmd, ctx) => {
  const params = ctx.parameters;
  const all = cmd.getParameter === '*' || (typeof cmd.getParameter === 'object' && cmd.getParameter?.allParameters === true);
  const names = all ? (params?.names() ?? ['featureCompatibilityVersion']) : Object.keys(cmd).filter((k) => !GENERIC.has(k));
  const out: Document = {};
  for (const name of names) {
    const value = params ? params.get(name) : name === 'featureCompatibilityVersion' ? { version: '8.0' } : undefined;
    if (value !== undefined) Object.defineProperty(out, name, { value, enumerable: true, writable: true, configurable: true });
  }
  if (Object.keys(out).length === 0) throw new MongoCommandError(72, 'no option found to get', 'InvalidOptions');
  return { ...out, ok: 1 };
};

export const parameterCommands: Record<string, Handler> = { setparameter: setParameter, getparameter: getParameter };

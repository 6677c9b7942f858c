// Shared types and argument helpers for command handlers.
import { Double, Int32, Long, type Document } from 'bson';
import { MongoCommandError, type Engine } from '../engine/types';
import type { CursorRegistry } from '../cursors/registry';
import type { FailPoints } from './fail-point';
import type { SessionRegistry } from './sessions';
import type { ServerParameters } from './parameters';

/** Fields any command may carry that are about the request, not the operation. */
export const GENERIC_FIELDS = new Set([
  '$db',
  'lsid',
  'txnNumber',
  '$clusterTime',
  '$readPreference',
  'writeConcern',
  'readConcern',
  'comment',
  'maxTimeMS',
  'apiVersion',
  'apiStrict',
  'apiDeprecationErrors',
  'bypassDocumentValidation',
]);

/** What the server remembers about one connection between its commands. */
export interface ConnectionState {
  /** `client.application.name` of the handshake (fail points can target it). */
  appName?: string;
}

export interface CommandContext {
  engine: Engine;
  openConnections: number;
  cursors: CursorRegistry;
  connectionId: number;
  remote: string;
  connection?: ConnectionState;
  /** Present only when test commands are enabled: then `configureFailPoint` exists. */
  failPoints?: FailPoints;
  /** Sessions seen through `lsid` (absent in contexts built without a server). */
  sessions?: SessionRegistry;
  /** getParameter / setParameter values (absent in contexts built without a server). */
  parameters?: ServerParameters;
}

export type Handler = (db: string, cmd: Document, ctx: CommandContext) => Document;

/** Reads Int32 / Double / Long / plain number wrappers into a JS number. */
export function num(v: unknown, name: string, fallback?: number): number {
  if (v === undefined || v === null) {
    if (fallback === undefined) throw new MongoCommandError(40414, `BSON field '${name}' is missing but a required field`, 'Location40414');
    return fallback;
  }
  if (typeof v === 'number') return v;
  if (v instanceof Int32 || v instanceof Double) return v.valueOf();
  if (v instanceof Long) return v.toNumber();
  throw new MongoCommandError(14, `BSON field '${name}' is the wrong type '${typeof v}', expected a number`, 'TypeMismatch');
}

export function bool(v: unknown): boolean {
  if (v === undefined || v === null) return false;
  if (typeof v === 'boolean') return v;
  return num(v, 'flag', 0) !== 0;
}

export function obj(v: unknown, name: string): Document | undefined {
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'object' || Array.isArray(v) || v instanceof Int32 || v instanceof Double || v instanceof Long) {
    throw new MongoCommandError(14, `BSON field '${name}' is the wrong type, expected type 'object'`, 'TypeMismatch');
  }
  return v as Document;
}

export function collName(cmd: Document, key: string): string {
  const v = cmd[key];
  if (typeof v !== 'string' || v === '') {
    throw new MongoCommandError(73, `collection name has invalid type ${typeof v}`, 'InvalidNamespace');
  }
  return v;
}

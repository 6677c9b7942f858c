// mongod's `failCommand` fail point (`configureFailPoint`, a test command): the next matching commands
// fail with an error, close their connection, or succeed with a write concern error attached. Drivers'
// and MongoDB's own test suites use it; it exists only when the server runs with test commands enabled.
import type { Document } from 'bson';
import { MongoCommandError } from '../engine/types';
import { bool, num, obj } from './context';

/** Thrown when a fail point closes the connection: the server drops the socket without a reply. */
export class CloseConnection extends Error {}

interface FailCommand {
  commands: Set<string>;
  data: Document;
  /** Matches left before the fail point turns itself off; Infinity for alwaysOn. */
  remaining: number;
  /** Matches to let through before it starts failing ({ skip: n }). */
  skip: number;
}

// mongod's names for the codes tests make commands fail with; others get mongod's `Location<code>`.
const CODE_NAMES: Record<number, string> = {
  1: 'InternalError',
  2: 'BadValue',
  6: 'HostUnreachable',
  7: 'HostNotFound',
  8: 'UnknownError',
  11: 'UserNotFound',
  13: 'Unauthorized',
  18: 'AuthenticationFailed',
  24: 'LockTimeout',
  43: 'CursorNotFound',
  50: 'MaxTimeMSExpired',
  64: 'WriteConcernFailed',
  89: 'NetworkTimeout',
  91: 'ShutdownInProgress',
  112: 'WriteConflict',
  121: 'DocumentValidationFailure',
  189: 'PrimarySteppedDown',
  262: 'ExceededTimeLimit',
  9001: 'SocketException',
  10107: 'NotWritablePrimary',
  11000: 'DuplicateKey',
  11600: 'InterruptedAtShutdown',
  11602: 'InterruptedDueToReplStateChange',
  13435: 'NotPrimaryNoSecondaryOk',
  13436: 'NotPrimaryOrSecondary',
};

export function codeName(code: number): string {
  return CODE_NAMES[code] ?? `Location${code}`;
}

const DATA_FIELDS = new Set([
  'failCommands',
  'errorCode',
  'closeConnection',
  'writeConcernError',
  'errorLabels',
  'appName',
  'failInternalCommands',
  'namespace',
]);

export class FailPoints {
  private failCommand: FailCommand | undefined;
  private timesEntered = 0;

  /** The `configureFailPoint` command. Answers how often the fail point was entered before, as mongod does. */
  configure(cmd: Document): Document {
    if (cmd.configureFailPoint !== 'failCommand') {
      throw new MongoCommandError(2, `Cannot find failpoint with name ${String(cmd.configureFailPoint)}`, 'BadValue');
    }
    const count = this.timesEntered;
    const mode = cmd.mode;
    if (mode === 'off') {
      this.failCommand = undefined;
      return { count, ok: 1 };
    }
    const data = obj(cmd.data, 'data') ?? {};
    for (const key of Object.keys(data)) {
      if (!DATA_FIELDS.has(key))
        throw new MongoCommandError(2, `failCommand data field '${key}' is not supported by embedded-mongo`, 'BadValue');
    }
    if (!Array.isArray(data.failCommands)) throw new MongoCommandError(2, "'failCommands' must be an array of command names", 'BadValue');
    let remaining = Infinity;
    let skip = 0;
    if (mode !== 'alwaysOn') {
      const m = obj(mode, 'mode');
      if (m?.times !== undefined) remaining = num(m.times, 'times');
      else if (m?.skip !== undefined) skip = num(m.skip, 'skip');
      else throw new MongoCommandError(2, "mode must be 'off', 'alwaysOn', { times: n } or { skip: n }", 'BadValue');
    }
    this.failCommand = { commands: new Set((data.failCommands as unknown[]).map(String)), data, remaining, skip };
    return { count, ok: 1 };
  }

  /** The fail point's data when it fires for this command, counting the activation; else undefined. */
  private fire(name: string, cmd: Document, appName: string | undefined): Document | undefined {
    const fc = this.failCommand;
    if (!fc || name === 'configureFailPoint' || !fc.commands.has(name)) return undefined;
    if (typeof fc.data.appName === 'string' && fc.data.appName !== appName) return undefined;
    if (typeof fc.data.namespace === 'string') {
      const target = Object.values(cmd)[0];
      if (`${String(cmd.$db)}.${String(target)}` !== fc.data.namespace) return undefined;
    }
    if (fc.skip > 0) {
      fc.skip--;
      return undefined;
    }
    this.timesEntered++;
    if (--fc.remaining <= 0) this.failCommand = undefined;
    return fc.data;
  }

  /** Runs the command unless the fail point fires first; a write concern error is added after it ran. */
  run(name: string, cmd: Document, appName: string | undefined, execute: () => Document): Document {
    const data = this.fire(name, cmd, appName);
    if (!data) return execute();
    if (bool(data.closeConnection)) throw new CloseConnection(`failCommand fail point closed the connection on '${name}'`);
    const labels = Array.isArray(data.errorLabels) ? { errorLabels: data.errorLabels } : {};
    if (data.errorCode !== undefined) {
      const code = num(data.errorCode, 'errorCode');
      return { ok: 0, errmsg: "Failing command via 'failCommand' failpoint", code, codeName: codeName(code), ...labels };
    }
    const reply = execute();
    if (data.writeConcernError !== undefined && reply.ok === 1) return { ...reply, writeConcernError: data.writeConcernError, ...labels };
    return { ...reply, ...labels };
  }
}

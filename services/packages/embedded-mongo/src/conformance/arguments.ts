// Operation arguments → driver options. The unified format spells options flat next to the required
// parameters; the driver wants a few of them as objects (ReadPreference) or in its own casing.
import type { Document } from 'bson';
import { ReadPreference } from 'mongodb';
import { SkipTest } from './types';

/** Options the runner refuses as out of scope, with the reason printed for the skipped test. */
const OUT_OF_SCOPE: Record<string, string> = {
  timeoutMS: 'client-side operation timeouts (CSOT) test the driver, out of scope',
};

export function driverOptions(opts: Document): Document {
  const out: Document = { ...opts };
  for (const key of Object.keys(out)) if (key in OUT_OF_SCOPE) throw new SkipTest(OUT_OF_SCOPE[key]);
  if (out.readPreference && typeof out.readPreference === 'object' && !(out.readPreference instanceof ReadPreference)) {
    const { mode, tagSets, ...rest } = out.readPreference as Document;
    out.readPreference = new ReadPreference(mode, tagSets, rest);
  }
  if (typeof out.returnDocument === 'string') {
    const v = out.returnDocument.toLowerCase();
    if (v !== 'before' && v !== 'after') throw new Error(`returnDocument must be Before or After, got ${out.returnDocument}`);
    out.returnDocument = v;
  }
  return out;
}

/** Splits the required parameters off the arguments; the rest become driver options (session resolved). */
export function splitArguments(
  args: Document | undefined,
  required: string[],
  resolveSession: (id: string) => unknown,
): { params: unknown[]; options: Document } {
  const rest: Document = { ...(args ?? {}) };
  const params = required.map((name) => {
    const v = rest[name];
    delete rest[name];
    return v;
  });
  if (typeof rest.session === 'string') rest.session = resolveSession(rest.session);
  return { params, options: driverOptions(rest) };
}

// Streams are declared by the services that own them, idempotently, at start.
import type { JetStreamManager, StreamInfo } from 'nats';

export interface StreamSpec {
  name: string;
  subjects: string[];
  /** How long JetStream remembers msgIDs for dedupe; default 2 minutes. */
  duplicateWindowMs?: number;
  /** Retention limits (0 or absent: none); kept in step with the spec on every start. */
  maxAgeMs?: number;
  maxBytes?: number;
}

const NS_PER_MS = 1_000_000;

type ApiError = { api_error?: { err_code?: number }; code?: string; message?: string };

function isNotFound(err: unknown): boolean {
  const e = err as ApiError;
  return e?.api_error?.err_code === 10059 || e?.code === '404' || /stream not found/i.test(e?.message ?? '');
}

/** Another process created it between our info and add (services start together). */
function isAlreadyInUse(err: unknown): boolean {
  const e = err as ApiError;
  return e?.api_error?.err_code === 10058 || /already in use/i.test(e?.message ?? '');
}

/** Creates the stream, or adds missing subjects to an existing one; never removes subjects. */
export async function ensureStream(jsm: JetStreamManager, spec: StreamSpec): Promise<StreamInfo> {
  try {
    return await ensureOnce(jsm, spec);
  } catch (err) {
    if (!isAlreadyInUse(err)) throw err;
    return ensureOnce(jsm, spec);
  }
}

async function ensureOnce(jsm: JetStreamManager, spec: StreamSpec): Promise<StreamInfo> {
  const duplicate_window = (spec.duplicateWindowMs ?? 120_000) * NS_PER_MS;
  const limits = {
    ...(spec.maxAgeMs !== undefined ? { max_age: spec.maxAgeMs * NS_PER_MS } : {}),
    ...(spec.maxBytes !== undefined ? { max_bytes: spec.maxBytes } : {}),
  };
  let info: StreamInfo;
  try {
    info = await jsm.streams.info(spec.name);
  } catch (err) {
    if (!isNotFound(err)) throw err;
    return jsm.streams.add({ name: spec.name, subjects: spec.subjects, duplicate_window, ...limits });
  }
  const current = info.config.subjects ?? [];
  const missing = spec.subjects.filter((s) => !current.includes(s));
  const limitsDiffer = Object.entries(limits).some(([k, v]) => info.config[k as keyof typeof limits] !== v);
  const windowDiffers = spec.duplicateWindowMs !== undefined && info.config.duplicate_window !== duplicate_window;
  if (missing.length === 0 && !limitsDiffer && !windowDiffers) return info;
  const subjects = [...current, ...missing];
  return jsm.streams.update(spec.name, { ...info.config, subjects, ...limits, ...(windowDiffers ? { duplicate_window } : {}) });
}

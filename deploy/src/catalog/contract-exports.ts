// What the contracts package declares, found by loading every module of it at generation time (no list
// to keep up to date): subject constants (`const X = { key: 'a.b.c' } as const`), JetStream stream specs
// (`{ name, subjects }`) and every exported zod schema. A module added by a later issue is covered as
// soon as it exists under services/packages/contracts/src/<module>/index.ts.
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** `<domain>.<entity>.<verb>`, `jobs.<domain>.<work>`, `<service>.rpc.<op>` (design.md §4). */
export const SUBJECT = /^[a-z][a-z0-9-]*(\.[a-z0-9-]+){2,}$/;

export interface SubjectConstant {
  subject: string;
  /** Where it is declared, e.g. `registrars` / `REGISTRARS_RPC.setARecords`. */
  module: string;
  constant: string;
  key: string;
  description?: string;
  /** Declared in an event table (contracts' DOMAIN_EVENTS): its schema and example fields. */
  schema?: z.ZodType;
  example?: Record<string, unknown>;
}

export interface StreamSpec {
  name: string;
  subjects: string[];
  module: string;
  constant: string;
  /** Retention, where the contract states it (EVENTS_STREAM). */
  maxAgeDays?: number;
  maxBytes?: number;
  duplicateWindowMs?: number;
}

export interface ContractExports {
  subjects: SubjectConstant[];
  streams: StreamSpec[];
  /** Export name → schema, per module (names can repeat across modules). */
  schemas: Map<string, Map<string, z.ZodType>>;
}

export function contractsDir(root: string): string {
  return path.join(root, 'services/packages/contracts/src');
}

export function contractModules(root: string): string[] {
  const dir = contractsDir(root);
  return fs
    .readdirSync(dir)
    .filter((m) => fs.existsSync(path.join(dir, m, 'index.ts')))
    .sort();
}

const isZod = (v: unknown): v is z.ZodType => v instanceof z.ZodType;

/** A table of subject → { schema, summary, example } (the EVENTS stream's DOMAIN_EVENTS). */
function isEventTable(v: unknown): v is Record<string, { schema: z.ZodType; summary: string; example?: Record<string, unknown> }> {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return false;
  const entries = Object.entries(v as Record<string, unknown>);
  return (
    entries.length > 0 &&
    entries.every(
      ([k, e]) => SUBJECT.test(k) && isZod((e as { schema?: unknown })?.schema) && typeof (e as { summary?: unknown }).summary === 'string',
    )
  );
}

function isStream(v: unknown): v is { name: string; subjects: string[] } {
  const s = v as { name?: unknown; subjects?: unknown } | null;
  return typeof s?.name === 'string' && Array.isArray(s.subjects) && s.subjects.every((x) => typeof x === 'string');
}

export function loadContractExports(root: string): ContractExports {
  const out: ContractExports = { subjects: [], streams: [], schemas: new Map() };
  const seen = new Set<string>();
  for (const module of contractModules(root)) {
    const exports = require(path.join(contractsDir(root), module, 'index.ts')) as Record<string, unknown>;
    const schemas = new Map<string, z.ZodType>();
    for (const [name, value] of Object.entries(exports)) {
      if (isZod(value)) schemas.set(name, value);
      else if (isEventTable(value)) {
        for (const [subject, entry] of Object.entries(value)) {
          if (seen.has(subject)) continue;
          seen.add(subject);
          out.subjects.push({
            subject,
            module,
            constant: `${name}['${subject}']`,
            key: subject,
            description: entry.summary,
            schema: entry.schema,
            example: entry.example,
          });
        }
      } else if (isStream(value)) {
        const { maxAgeDays, maxBytes, duplicateWindowMs } = value as { maxAgeDays?: number; maxBytes?: number; duplicateWindowMs?: number };
        out.streams.push({
          name: value.name,
          subjects: [...value.subjects],
          module,
          constant: name,
          maxAgeDays,
          maxBytes,
          duplicateWindowMs,
        });
      } else if (value && typeof value === 'object' && !Array.isArray(value)) {
        for (const [key, subject] of Object.entries(value as Record<string, unknown>)) {
          if (typeof subject !== 'string' || !SUBJECT.test(subject) || seen.has(subject)) continue;
          seen.add(subject);
          out.subjects.push({ subject, module, constant: `${name}.${key}`, key });
        }
      }
    }
    out.schemas.set(module, schemas);
  }
  out.subjects.sort((a, b) => a.subject.localeCompare(b.subject));
  out.streams.sort((a, b) => a.name.localeCompare(b.name));
  return out;
}

/** NATS wildcard match: `*` one token, `>` the rest. */
export function subjectMatches(pattern: string, subject: string): boolean {
  const p = pattern.split('.');
  const s = subject.split('.');
  for (let i = 0; i < p.length; i++) {
    if (p[i] === '>') return s.length > i;
    if (i >= s.length || (p[i] !== '*' && p[i] !== s[i])) return false;
  }
  return p.length === s.length;
}

// Runs every *.json of a directory against the server at a URI (databases are dropped before each test).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import { runFile } from './file-runner';
import { closingLines, fileReport, summarize, type Summary } from './report';
import type { ServerInfo, TestResult } from './types';

export interface ConformanceOptions {
  dir: string;
  /** Only files whose name matches. */
  only?: RegExp;
  log?: (line: string) => void;
  timeoutMs?: number;
}

export interface ConformanceRun {
  results: TestResult[];
  summary: Summary;
  server: ServerInfo;
}

/** The server's own version and topology, which runOnRequirements are evaluated against. */
async function describeServer(client: MongoClient): Promise<ServerInfo> {
  const admin = client.db('admin');
  const build = await admin.command({ buildInfo: 1 });
  const hello = await admin.command({ hello: 1 });
  const topology = hello.msg === 'isdbgrid' ? 'sharded' : hello.setName ? 'replicaset' : 'single';
  return { version: String(build.version), topology, serverless: false, auth: false, csfle: false };
}

export async function runAgainst(uri: string, opts: ConformanceOptions): Promise<ConformanceRun> {
  const log = opts.log ?? ((line: string) => console.log(line));
  const internal = new MongoClient(uri, { serverSelectionTimeoutMS: 5000 });
  await internal.connect();
  try {
    const server = await describeServer(internal);
    log(`server ${server.version}, topology ${server.topology}; files from ${opts.dir}`);
    const env = { uri, internal, server, timeoutMs: opts.timeoutMs ?? 15_000 };
    const files = readdirSync(opts.dir)
      .filter((f) => f.endsWith('.json') && (!opts.only || opts.only.test(f)))
      .sort();
    const results: TestResult[] = [];
    for (const f of files) {
      const fileResults = await runFile(join(opts.dir, f), env);
      for (const line of fileReport(f, fileResults)) log(line);
      results.push(...fileResults);
    }
    const summary = summarize(results);
    for (const line of closingLines(summary, results)) log(line);
    return { results, summary, server };
  } finally {
    await internal.close();
  }
}

// The secrets audit of a whole product run (used by the e2e global setup): every NATS message body is
// captured from the start, and at the end every log file, every captured body and every stored
// document is searched for secrets in clear text. The product's NATS and MongoDB ports are read from
// the command lines of the supervisor's children (DATA_DIR/supervisor.json).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connect, type NatsConnection } from 'nats';
import { operatorLoginFile, type NatsLogin } from '../nats-users';
import { DbFingerprints } from './db-fingerprint';
import { codePattern, mailedCodes, productSecrets, SECRET_PATTERNS, type SecretPattern } from './secret-sources';

function childPort(dataDir: string, name: string, flag: string): number {
  const state = JSON.parse(fs.readFileSync(path.join(dataDir, 'supervisor.json'), 'utf8')) as {
    children: Array<{ name: string; pid: number }>;
  };
  const pid = state.children.find((c) => c.name === name)?.pid;
  const args = pid ? fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0') : [];
  const port = Number(args[args.indexOf(flag) + 1]);
  if (!port) throw new Error(`secrets audit: no ${flag} port for ${name}`);
  return port;
}

/** Each pattern found, with a little of what surrounds it (the secret itself masked) to tell where it came from. */
function findings(where: string, text: string, patterns: SecretPattern[]): string[] {
  return patterns.flatMap((p) => {
    const m = p.re.exec(text);
    if (!m) return [];
    const around = `${text.slice(Math.max(0, m.index - 40), m.index)}${'*'.repeat(m[0].length)}${text.slice(m.index + m[0].length, m.index + m[0].length + 40)}`;
    return [`${where}: ${p.what} in …${around}…`];
  });
}

export class SecretsAudit {
  private docs: Array<{ where: string; text: string }> = [];
  bodies = 0;

  private constructor(
    private readonly dataDir: string,
    private readonly nc: NatsConnection,
    private readonly captureFile: string,
  ) {}

  /** Starts capturing every NATS message of the running product. */
  static async start(dataDir: string): Promise<SecretsAudit> {
    // nats-server refuses anonymous clients under npm start: the operator's login reads every subject.
    const loginFile = operatorLoginFile(dataDir);
    const operator = fs.existsSync(loginFile) ? (JSON.parse(fs.readFileSync(loginFile, 'utf8')) as NatsLogin | null) : null;
    const nc = await connect({
      servers: `nats://127.0.0.1:${childPort(dataDir, 'nats', '-p')}`,
      ...(operator ? { user: operator.user, pass: operator.password } : {}),
    });
    const captureFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'nats-capture-')), 'bodies.log');
    const audit = new SecretsAudit(dataDir, nc, captureFile);
    const out = fs.createWriteStream(captureFile);
    const sub = nc.subscribe('>');
    void (async () => {
      for await (const m of sub) {
        audit.bodies++;
        out.write(`${m.subject} ${Buffer.from(m.data).toString('utf8').replace(/\n/g, ' ')}\n`);
      }
      out.end();
    })();
    return audit;
  }

  /** While MongoDB still runs: stop the capture and read every stored document. */
  async beforeStop(): Promise<void> {
    await this.nc.drain();
    const prints = await DbFingerprints.connect(`mongodb://127.0.0.1:${childPort(this.dataDir, 'mongo', '--port')}`);
    try {
      for await (const d of prints.allDocuments()) this.docs.push({ where: `document ${d.db}.${d.collection}`, text: d.text });
    } finally {
      await prints.close();
    }
  }

  /** After the product stopped: search logs, bodies and documents; `known` are the run's own secrets. */
  findings(logFiles: string[], known: string[], mailDir: string): { problems: string[]; summary: string } {
    const literal = [...new Set([...known, ...productSecrets(this.dataDir)])].map((s) => ({
      what: `secret ${s.slice(0, 4)}…`,
      re: new RegExp(s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    }));
    const codes = mailedCodes(mailDir).map((c) => ({ what: `mailed code ${c}`, re: codePattern(c) }));
    const patterns = [...literal, ...codes, ...SECRET_PATTERNS];
    const problems: string[] = [];
    let lines = 0;
    for (const file of [...logFiles, this.captureFile]) {
      const name = file === this.captureFile ? 'NATS body' : `log ${path.basename(file)}`;
      for (const [i, line] of fs.readFileSync(file, 'utf8').split('\n').entries()) {
        lines++;
        problems.push(...findings(`${name} line ${i + 1}`, line, patterns));
      }
    }
    for (const d of this.docs) problems.push(...findings(d.where, d.text, patterns));
    fs.rmSync(path.dirname(this.captureFile), { recursive: true, force: true });
    const summary = `${patterns.length} secrets and patterns over ${lines} log lines and NATS bodies (${this.bodies} messages) and ${this.docs.length} documents`;
    return { problems: [...new Set(problems)], summary };
  }
}

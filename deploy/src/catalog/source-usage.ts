// Who publishes, consumes, requests and answers each subject, read from the sources of every service
// (and the gateway) at generation time: each reference to a contracts subject constant
// (`OPS_SUBJECTS.logAppended`) is classified by where it stands — an argument of publishEvent/publish,
// of consume/subscribe, of request, the `subject:` of a consume() options object, or the key of an RPC
// handler map (`[REGISTRARS_RPC.setARecords]: handler(SetARecordsRequest, …)`). The zod schema named
// beside it (publishEvent's schema argument, consume's `schema:`, the handler's schema) links the
// subject to its payload. Syntax only (TypeScript's parser), so it takes a second for every service.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { subjectMatches, type SubjectConstant } from './contract-exports';

export type Role = 'publishes' | 'consumes' | 'requests' | 'responds';

export interface Usage {
  subject: string;
  /** Service name, or `gateway`. */
  component: string;
  role: Role;
  /** Name of the zod schema given with it, when one is. */
  schema?: string;
  file: string;
  line: number;
}

const PUBLISH = /^(publishEvent|publish|send|emit)$/;
/** Events of the EVENTS stream are staged by subject string (typed against contracts' DOMAIN_EVENTS). */
const STAGE = 'stageEvent';
const CONSUME = /^(consume|subscribe|listen)$/;
const REQUEST = /^(request|requestJson|call|rpc|\w+Call)$/;

export function tsFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === '__tests__' ? [] : tsFiles(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

/** Every service's src/ and the gateway's, by component name. */
export function componentSources(root: string): Array<{ component: string; files: string[] }> {
  const services = fs
    .readdirSync(path.join(root, 'services'))
    .filter((n) => n !== 'packages' && fs.existsSync(path.join(root, 'services', n, 'src')))
    .sort()
    .map((n) => ({ component: n, files: tsFiles(path.join(root, 'services', n, 'src')) }));
  return [...services, { component: 'gateway', files: tsFiles(path.join(root, 'gateway/src')) }];
}

const calleeName = (call: ts.CallExpression): string | undefined => {
  const e = call.expression;
  if (ts.isIdentifier(e)) return e.text;
  if (ts.isPropertyAccessExpression(e)) return e.name.text;
  return undefined;
};

const schemaName = (node: ts.Node | undefined): string | undefined =>
  node && ts.isIdentifier(node) && /^[A-Z]/.test(node.text) ? node.text : undefined;

function objectProperty(obj: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
  for (const p of obj.properties) if (ts.isPropertyAssignment(p) && p.name.getText() === name) return p.initializer;
  return undefined;
}

/** Role and schema of one reference to a subject constant, from the syntax around it. */
function classify(ref: ts.Node): { role: Role; schema?: string } | undefined {
  const parent = ref.parent;
  if (ts.isComputedPropertyName(parent) && ts.isPropertyAssignment(parent.parent)) {
    const init = parent.parent.initializer;
    return { role: 'responds', schema: ts.isCallExpression(init) ? schemaName(init.arguments[0]) : undefined };
  }
  if (ts.isPropertyAssignment(parent) && parent.name.getText() === 'subject' && ts.isObjectLiteralExpression(parent.parent)) {
    const call = parent.parent.parent;
    const name = ts.isCallExpression(call) ? calleeName(call) : undefined;
    const schema = schemaName(objectProperty(parent.parent, 'schema'));
    if (name && PUBLISH.test(name)) return { role: 'publishes', schema };
    return { role: 'consumes', schema };
  }
  if (ts.isCallExpression(parent) && parent.arguments.includes(ref as ts.Expression)) {
    const name = calleeName(parent) ?? '';
    const at = parent.arguments.indexOf(ref as ts.Expression);
    const later = parent.arguments
      .slice(at + 1)
      .map(schemaName)
      .find(Boolean);
    if (PUBLISH.test(name)) return { role: 'publishes', schema: later };
    if (CONSUME.test(name)) return { role: 'consumes', schema: later };
    if (REQUEST.test(name) || /cloudflare|registrar/i.test(name)) return { role: 'requests', schema: later };
  }
  return undefined;
}

export function findUsages(
  root: string,
  constants: SubjectConstant[],
  sources: Array<{ component: string; files: string[] }> = componentSources(root),
): Usage[] {
  const byConstant = new Map(constants.map((c) => [c.constant, c.subject]));
  const staged = new Set(constants.filter((c) => c.schema).map((c) => c.subject));
  const usages: Usage[] = [];
  for (const { component, files } of sources) {
    for (const file of files) {
      const text = fs.readFileSync(file, 'utf8');
      if (!text.includes(STAGE) && !text.includes('subject:') && !constants.some((c) => text.includes(c.constant.split('.')[0]))) continue;
      const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
      const visit = (node: ts.Node): void => {
        if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)) {
          const subject = byConstant.get(`${node.expression.text}.${node.name.text}`);
          const found = subject ? classify(node) : undefined;
          if (subject && found) {
            const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
            usages.push({ subject, component, ...found, file: path.relative(root, file), line });
          }
        }
        // A consume() filter written as a wildcard string (`subject: 'identity.user.*'`) consumes every
        // declared subject it matches.
        if (ts.isStringLiteral(node) && node.text.includes('*') && ts.isPropertyAssignment(node.parent)) {
          const found = node.parent.name.getText() === 'subject' ? classify(node) : undefined;
          if (found?.role === 'consumes') {
            const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
            for (const c of constants.filter((k) => subjectMatches(node.text, k.subject)))
              usages.push({ subject: c.subject, component, ...found, file: path.relative(root, file), line });
          }
        }
        if (ts.isStringLiteral(node) && staged.has(node.text) && ts.isCallExpression(node.parent)) {
          if (calleeName(node.parent) === STAGE && node.parent.arguments[0] === node) {
            const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
            usages.push({ subject: node.text, component, role: 'publishes', file: path.relative(root, file), line });
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
  }
  return usages;
}

// Services that publish through a shared helper: service-kit's OpsEvents publishes the ops log lines
// and results for every service that builds one (directly or through a subclass such as OperationOps
// or a service's own DnsOpsEvents). The subject constants stand in service-kit's source, so the
// per-service scan alone would name no publisher. Here each class or function of the shared packages
// that uses a subject is a "helper", each usage tagged with the method it stands in (OpsEvents.line
// publishes log lines, OpsEvents.result results); a service whose source names the helper (or a helper
// built on it) and calls that method is credited with the usage, at the line where it names the helper.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { SubjectConstant } from './contract-exports';
import { componentSources, findUsages, tsFiles, type Usage } from './source-usage';

const SHARED = ['services/packages/service-kit/src'];

type MethodUsage = Usage & { method?: string };

interface Helper {
  name: string;
  usages: MethodUsage[];
  /** Other helper names its declaration refers to (a subclass, a wrapper). */
  refers: Set<string>;
}

function topLevelDeclarations(source: ts.SourceFile): Array<{ name: string; node: ts.Node }> {
  const out: Array<{ name: string; node: ts.Node }> = [];
  for (const s of source.statements) {
    if ((ts.isClassDeclaration(s) || ts.isFunctionDeclaration(s)) && s.name) out.push({ name: s.name.text, node: s });
  }
  return out;
}

/** The name of the class method whose body holds `line`, if any. */
function enclosingMethod(decl: ts.Node, source: ts.SourceFile, line: number): string | undefined {
  if (!ts.isClassDeclaration(decl)) return undefined;
  for (const m of decl.members) {
    if (!ts.isMethodDeclaration(m)) continue;
    const from = source.getLineAndCharacterOfPosition(m.getStart()).line + 1;
    const to = source.getLineAndCharacterOfPosition(m.getEnd()).line + 1;
    if (line >= from && line <= to) return m.name.getText();
  }
  return undefined;
}

function identifiersIn(node: ts.Node): Set<string> {
  const names = new Set<string>();
  const visit = (n: ts.Node): void => {
    if (ts.isIdentifier(n)) names.add(n.text);
    ts.forEachChild(n, visit);
  };
  visit(node);
  return names;
}

function sharedHelpers(root: string, constants: SubjectConstant[]): Map<string, Helper> {
  const helpers = new Map<string, Helper>();
  for (const dir of SHARED) {
    const files = tsFiles(path.join(root, dir));
    const usages = findUsages(root, constants, [{ component: 'shared', files }]);
    for (const file of files) {
      const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
      for (const decl of topLevelDeclarations(source)) {
        const from = source.getLineAndCharacterOfPosition(decl.node.getStart()).line + 1;
        const to = source.getLineAndCharacterOfPosition(decl.node.getEnd()).line + 1;
        const own = usages
          .filter((u) => u.file === path.relative(root, file) && u.line >= from && u.line <= to)
          .map((u) => ({ ...u, method: enclosingMethod(decl.node, source, u.line) }));
        helpers.set(decl.name, { name: decl.name, usages: own, refers: identifiersIn(decl.node) });
      }
    }
  }
  // A helper built on another (OperationOps on OpsEvents) uses what that one uses.
  for (let changed = true; changed;) {
    changed = false;
    for (const h of helpers.values()) {
      for (const other of helpers.values()) {
        if (other === h || !h.refers.has(other.name)) continue;
        for (const u of other.usages) {
          if (!h.usages.some((x) => x.subject === u.subject && x.role === u.role)) {
            h.usages.push(u);
            changed = true;
          }
        }
      }
    }
  }
  return new Map([...helpers].filter(([, h]) => h.usages.length > 0));
}

/** The usages each service has through the shared helpers it names. */
export function findDelegatedUsages(root: string, constants: SubjectConstant[]): Usage[] {
  const helpers = sharedHelpers(root, constants);
  const out: Usage[] = [];
  for (const { component, files } of componentSources(root)) {
    const texts = files.map((file) => ({ file, text: fs.readFileSync(file, 'utf8') }));
    const calls = (method: string | undefined) => !method || texts.some((t) => t.text.includes(`.${method}(`));
    for (const { file, text } of texts) {
      for (const helper of helpers.values()) {
        const at = text.search(new RegExp(`\\b${helper.name}\\b`));
        if (at < 0) continue;
        const line = text.slice(0, at).split('\n').length;
        for (const { method, ...u } of helper.usages) {
          if (!calls(method)) continue;
          if (out.some((x) => x.component === component && x.subject === u.subject && x.role === u.role)) continue;
          out.push({ ...u, component, file: path.relative(root, file), line });
        }
      }
    }
  }
  return out;
}

/** Every usage of every subject: the services' own and those through shared helpers. */
export function catalogUsages(root: string, constants: SubjectConstant[]): Usage[] {
  return [...findUsages(root, constants), ...findDelegatedUsages(root, constants)];
}

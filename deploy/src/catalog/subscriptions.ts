// Core-NATS subscriptions in the services' sources and whether each joins a queue group. A service
// that answers requests (its subscription has a callback) must answer in a queue group, or with two
// replicas running every request would be handled twice; a bare subscription (no options) is a
// fan-out listener that every replica is meant to hear (the SSH hubs' live notifications).
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { componentSources } from './source-usage';

export interface Subscription {
  component: string;
  file: string;
  line: number;
  /** The options object has a callback: the subscriber handles (and usually answers) each message. */
  handles: boolean;
  queue?: string;
}

export function findSubscriptions(root: string): Subscription[] {
  const out: Subscription[] = [];
  for (const { component, files } of componentSources(root)) {
    for (const file of files) {
      const text = fs.readFileSync(file, 'utf8');
      if (!text.includes('.subscribe(') && !text.includes('serveRpc(')) continue;
      const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
      const visit = (node: ts.Node): void => {
        if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'subscribe') {
          const opts = node.arguments[1];
          const props = opts && ts.isObjectLiteralExpression(opts) ? opts.properties : undefined;
          const prop = (name: string) => props?.find((p) => p.name?.getText() === name);
          const queue = prop('queue');
          out.push({
            component,
            file: path.relative(root, file),
            line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
            handles: Boolean(prop('callback')),
            queue: queue && ts.isPropertyAssignment(queue) ? queue.initializer.getText() : undefined,
          });
        }
        // service-kit's serveRpc subscribes every handler subject with a callback in `opts.queue`.
        if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'serveRpc') {
          const opts = node.arguments[1];
          const queue =
            opts && ts.isObjectLiteralExpression(opts)
              ? opts.properties.find((p) => ts.isPropertyAssignment(p) && p.name.getText() === 'queue')
              : undefined;
          out.push({
            component,
            file: path.relative(root, file),
            line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
            handles: true,
            queue: queue && ts.isPropertyAssignment(queue) ? queue.initializer.getText() : undefined,
          });
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
  }
  return out;
}

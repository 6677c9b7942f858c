// `npm run conformance -w services/packages/embedded-mongo -- [dir] [--uri URI] [--only REGEX]`.
// A relative dir is taken from where npm was invoked (INIT_CWD), so a path given from the repository
// root works although npm runs the script in the package directory.
import { resolve } from 'node:path';
import { runConformance } from './runner';

const PACKAGE_DIR = resolve(__dirname, '..', '..');
const DEFAULT_DIR = resolve(PACKAGE_DIR, '../../../../shared/conformance/mongodb-crud-unified');

function parseArgs(argv: string[]): { dir: string; uri?: string; only?: RegExp } {
  let dir: string | undefined;
  let uri: string | undefined;
  let only: RegExp | undefined;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--uri') uri = argv[++i];
    else if (argv[i] === '--only') only = new RegExp(argv[++i]);
    else dir = argv[i];
  }
  const base = process.env.INIT_CWD ?? process.cwd();
  return { dir: dir ? resolve(base, dir) : DEFAULT_DIR, uri, only };
}

async function main(): Promise<void> {
  const run = await runConformance(parseArgs(process.argv.slice(2)));
  process.exitCode = run.summary.ok ? 0 : 1;
}

main().catch((err: unknown) => {
  console.error(`conformance: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
  process.exitCode = 1;
});

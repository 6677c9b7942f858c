// deploy/release-remote <mf-name> [--from <built dir>] | --rollback | --status
// Publishes a new build of one remote and switches the remotes manifest the gateway serves; open
// shells see the change through /api/deployment/status and reload. --rollback returns to the previous
// build (after the first release: the workspace build in dist/).
import path from 'node:path';
import { checkRemote, publish } from './publish';
import { current, readManifest, releasesDir, rollback } from './store';

const root = path.resolve(__dirname, '../../..');
const USAGE = 'usage: deploy/release-remote <mf-name> [--from <built dir>] | <mf-name> --rollback | <mf-name> --status';

function main(argv: string[]): void {
  const [remote, ...rest] = argv;
  if (!remote || remote.startsWith('-')) throw new Error(USAGE);
  checkRemote(root, remote);
  const dir = releasesDir(root);
  const started = Date.now();
  if (rest[0] === '--rollback' && rest.length === 1) {
    const { from, to } = rollback(dir, remote);
    console.log(`${remote}: rolled back from ${from} to ${to ?? 'the workspace build (dist/)'} in ${dir}`);
  } else if (rest[0] === '--status' && rest.length === 1) {
    const history = readManifest(dir).remotes[remote]?.history ?? [];
    console.log(`${remote}: current ${current(dir, remote) ?? 'workspace build (dist/)'}; releases: ${history.join(', ') || 'none'}`);
  } else if (rest.length === 0 || (rest[0] === '--from' && rest.length === 2)) {
    const from = rest[1] ? path.resolve(rest[1]) : undefined;
    const r = publish({ root, releasesDir: dir, remote, from });
    const took = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `${remote}: released ${r.version} (${r.files} files, ${from ? 'from ' + from : 'built'}, ${took} s); previous: ${r.previous ?? 'workspace build (dist/)'}`,
    );
    console.log(
      `open shells reload onto it within one /api/deployment/status poll; roll back with: deploy/release-remote ${remote} --rollback`,
    );
  } else {
    throw new Error(USAGE);
  }
}

try {
  main(process.argv.slice(2));
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
}

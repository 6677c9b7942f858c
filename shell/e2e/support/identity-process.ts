// Finds the MongoDB URI the running identity service was given. The supervisor records its children's
// PIDs in DATA_DIR/supervisor.json (deploy/src/run-state.ts) and hands each service its own database
// in MONGODB_URI, so the identity process's environment holds exactly the URI to use.
import fs from 'node:fs';
import path from 'node:path';

interface RunState {
  children: Array<{ name: string; pid: number }>;
}

export function identityMongoUri(dataDir: string): string {
  const state = JSON.parse(fs.readFileSync(path.join(dataDir, 'supervisor.json'), 'utf8')) as RunState;
  const identity = state.children.find((c) => c.name === 'identity');
  if (!identity) throw new Error('supervisor.json lists no identity process: is services/identity running?');
  const env = fs.readFileSync(`/proc/${identity.pid}/environ`, 'utf8').split('\0');
  const uri = env.find((kv) => kv.startsWith('MONGODB_URI='))?.slice('MONGODB_URI='.length);
  if (!uri) throw new Error(`the identity process (PID ${identity.pid}) has no MONGODB_URI`);
  return uri;
}

// The loopback sshd the global setup started (sims/sshd.ts): its address, the test user's password,
// and the gate its install script waits at.
import { rm, writeFile } from 'node:fs/promises';

function env(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: the global setup must start shell/e2e/sims/sshd.ts`);
  return value;
}

export const sshTarget = {
  host: () => env('E2E_SSH_HOST'),
  password: () => env('E2E_SSH_PASSWORD'),
  /** The next install stops after "step 3 of 6" until openGate(). */
  closeGate: () => rm(env('E2E_SSH_GATE'), { force: true }),
  openGate: () => writeFile(env('E2E_SSH_GATE'), ''),
};

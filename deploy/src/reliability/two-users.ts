// The setting of the ownership suites: the whole service stack behind a real gateway, the database
// fingerprints, and two users (Alice and Bob) signed up through it the way the shell does.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asUserAt, type AsUser } from './as-user';
import { DbFingerprints } from './db-fingerprint';
import { startGatewayFront, type GatewayFront } from './gateway-front';
import { startServiceStack, type ServiceStack } from './service-stack';
import { signUp, type SignedUpUser } from './sign-up';

export interface TwoUsers {
  stack: ServiceStack;
  front: GatewayFront;
  prints: DbFingerprints;
  as: AsUser;
  alice: SignedUpUser;
  bob: SignedUpUser;
  close(): Promise<void>;
}

export async function startTwoUsers(): Promise<TwoUsers> {
  const staticRoot = mkdtempSync(path.join(tmpdir(), 'rel-static-'));
  const stack = await startServiceStack();
  const front = await startGatewayFront(stack, staticRoot);
  const prints = await DbFingerprints.connect(stack.mongo.uri);
  const alice = await signUp(front.url, stack.dataDir, 'alice');
  const bob = await signUp(front.url, stack.dataDir, 'bob');
  return {
    stack,
    front,
    prints,
    as: asUserAt(front.url),
    alice,
    bob,
    async close() {
      await front.close();
      await prints.close();
      await stack.close();
      rmSync(staticRoot, { recursive: true, force: true });
    },
  };
}

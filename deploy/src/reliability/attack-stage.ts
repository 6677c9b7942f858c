// The stage of the scripted attacks (issue 25): every service in this process on real Mongo and NATS,
// two real gateways in front of them on one NATS (each with its own identity cache), a second
// identity replica on the same database, and the owner (the first account signed up). Identity trusts
// X-Forwarded-For from the gateways' address, as TRUSTED_PROXIES would name a proxy in production,
// and keeps its production limit of wrong passwords (the stack's defaults lift every limit).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { startGatewayFront, type GatewayFront } from './gateway-front';
import { startReplica } from './replica';
import { startServiceStack, type ServiceStack } from './service-stack';
import { signUp, type SignedUpUser } from './sign-up';

/** Wrong passwords per account and source address before sign-in is locked (identity's default). */
export const LOGIN_FAILS = 5;

export interface AttackStage {
  stack: ServiceStack;
  /** Gateway A, the one suites call unless they test both. */
  gateway: GatewayFront;
  gateways: [GatewayFront, GatewayFront];
  /** A second identity app on identity's database and NATS. */
  identity2: FastifyInstance;
  owner: SignedUpUser;
  /** Signs up a member through gateway A, approved by the owner with this role (or left pending). */
  member(tag: string, role: SignedUpUser['role'] | 'pending', stepUp?: boolean): Promise<SignedUpUser>;
  close(): Promise<void>;
}

export async function startAttackStage(): Promise<AttackStage> {
  const staticRoot = mkdtempSync(path.join(tmpdir(), 'rel-static-'));
  const stack = await startServiceStack({
    env: { identity: { TRUSTED_PROXIES: '127.0.0.1', LOGIN_FAILS_PER_ACCOUNT: String(LOGIN_FAILS) } },
  });
  const started: Array<{ close(): Promise<unknown> }> = [];
  const close = async () => {
    for (const s of started.reverse()) await s.close();
    await stack.close();
    rmSync(staticRoot, { recursive: true, force: true });
  };
  try {
    const a = await startGatewayFront(stack, staticRoot);
    started.push(a);
    const b = await startGatewayFront(stack, staticRoot);
    started.push(b);
    const identity2 = await startReplica(stack, 'identity');
    started.push(identity2);
    const owner = await signUp(a.url, stack.dataDir, 'owner');
    const member = (tag: string, role: SignedUpUser['role'] | 'pending', stepUp = true) =>
      signUp(a.url, stack.dataDir, tag, { role, stepUp });
    return { stack, gateway: a, gateways: [a, b], identity2, owner, member, close };
  } catch (err) {
    await close();
    throw err;
  }
}

// Mirrors identity's user profile events into `users`. Registered and updated carry the same profile
// fields, so one durable on identity.user.* reads both.
import { IDENTITY_STREAM, UserRegistered } from '@dop/contracts/auth';
import { consume, ensureStream, type Consumption } from '@dop/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { JetStreamClient, JetStreamManager } from 'nats';
import type { UserModel } from '../models/user-model';

export const USERS_DURABLE = 'operations-users';
const DUPLICATE_KEY = 11000;

export async function storeUser(users: UserModel, e: UserRegistered): Promise<void> {
  const at = new Date(e.occurredAt);
  try {
    await users.updateOne(
      { _id: e.userId, at: { $lte: at } },
      { $set: { username: e.username, displayName: e.displayName, at } },
      { upsert: true },
    );
  } catch (err) {
    // The row exists with a newer event: the upsert's insert collided with it, and that is the answer.
    if ((err as { code?: number }).code !== DUPLICATE_KEY) throw err;
  }
}

export async function consumeUsers(
  js: JetStreamClient,
  jsm: JetStreamManager,
  users: UserModel,
  log: FastifyBaseLogger,
): Promise<Consumption> {
  await ensureStream(jsm, { name: IDENTITY_STREAM.name, subjects: [...IDENTITY_STREAM.subjects] });
  return consume(js, {
    stream: IDENTITY_STREAM.name,
    durable: USERS_DURABLE,
    subject: 'identity.user.*',
    schema: UserRegistered,
    handler: (e) => storeUser(users, e),
    log,
  });
}

// identity.user.registered / identity.user.updated (design.md §4). Publishing is best effort for the
// HTTP call: a NATS outage must not fail a registration, so failures are logged, not thrown.
import { IDENTITY_EVENT_SUBJECTS, IDENTITY_STREAM, UserRegistered, UserUpdated } from '@dop/contracts/auth';
import { ensureStream, publishEvent } from '@dop/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { JetStreamClient, JetStreamManager } from 'nats';
import type { UserDoc } from '../models';

function profile(user: UserDoc) {
  const userId = user.id as string;
  return { userId, username: user.username, displayName: user.displayName ?? null, actor: { userId, userName: user.username } };
}

export class UserEvents {
  constructor(
    private readonly js: JetStreamClient,
    private readonly log: FastifyBaseLogger,
  ) {}

  static async declare(jsm: JetStreamManager): Promise<void> {
    await ensureStream(jsm, { name: IDENTITY_STREAM.name, subjects: [...IDENTITY_STREAM.subjects] });
  }

  async registered(user: UserDoc): Promise<void> {
    await this.guard(IDENTITY_EVENT_SUBJECTS.userRegistered, user, () =>
      publishEvent(this.js, IDENTITY_EVENT_SUBJECTS.userRegistered, UserRegistered, profile(user)),
    );
  }

  async updated(user: UserDoc, changed: string[]): Promise<void> {
    await this.guard(IDENTITY_EVENT_SUBJECTS.userUpdated, user, () =>
      publishEvent(this.js, IDENTITY_EVENT_SUBJECTS.userUpdated, UserUpdated, { ...profile(user), changed }),
    );
  }

  private async guard(subject: string, user: UserDoc, publish: () => Promise<unknown>): Promise<void> {
    try {
      await publish();
    } catch (err) {
      this.log.error({ err, subject, userId: user.id as string }, 'identity event not published');
    }
  }
}

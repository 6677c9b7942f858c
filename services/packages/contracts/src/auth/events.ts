// Identity events (design.md §4). The stream lists its two subjects exactly: a wildcard such as
// `identity.>` would also capture the `identity.session.resolve` requests and answer them with PubAcks.
import { z } from 'zod';
import { EventEnvelope } from '../common/events';

export const IDENTITY_EVENT_SUBJECTS = {
  userRegistered: 'identity.user.registered',
  userUpdated: 'identity.user.updated',
} as const;

export const IDENTITY_STREAM = {
  name: 'IDENTITY',
  subjects: [IDENTITY_EVENT_SUBJECTS.userRegistered, IDENTITY_EVENT_SUBJECTS.userUpdated],
} as const;

/** Public profile only: consumers attribute work to users and never need e-mails or hashes. */
const UserProfile = {
  userId: z.string().min(1),
  username: z.string().min(1),
  displayName: z.string().nullable(),
};

export const UserRegistered = EventEnvelope.extend(UserProfile);
export type UserRegistered = z.infer<typeof UserRegistered>;

export const UserUpdated = EventEnvelope.extend({
  ...UserProfile,
  /** Which profile fields changed, e.g. ['displayName']. */
  changed: z.array(z.string()).min(1),
});
export type UserUpdated = z.infer<typeof UserUpdated>;

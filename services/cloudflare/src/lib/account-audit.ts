// Audit entries for saved Cloudflare accounts (issue 25). There are no account routes here: an account
// is saved when a zone of this panel is created in it (the Add and Move dialogs, the domains tab), by a
// job or an rpc call, so the entry is published from there with the actor the work carries (no source
// address: the request that typed the key is long answered). Never with the key.
import type { Actor } from '@dop/contracts/common';
import { AUDIT_SUBJECTS, AuditRecorded } from '@dop/contracts/team';
import { publishEvent } from '@dop/service-kit';
import type { JetStreamClient } from 'nats';

export type SavedAccountChange = 'created' | 'rekeyed';

export type AccountAudit = (change: SavedAccountChange, email: string, actor: Actor) => Promise<void>;

export const accountTarget = (email: string) => `cloudflare:${email.trim().toLowerCase()}`;

export function publishAccountAudit(js: JetStreamClient): AccountAudit {
  return async (change, email, actor) => {
    await publishEvent(js, AUDIT_SUBJECTS.recorded, AuditRecorded, {
      service: 'cloudflare',
      action: change === 'created' ? 'provider-account.created' : 'provider-account.updated',
      target: accountTarget(email),
      details: change === 'rekeyed' ? { change: 'api key replaced' } : {},
      sourceIp: null,
      actor: { userId: actor.userId, ...(actor.userName ? { userName: actor.userName } : {}) },
    });
  };
}

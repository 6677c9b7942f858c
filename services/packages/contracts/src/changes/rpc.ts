// NATS request/reply of change sets (issue 30). The provider services' own routes (the CloudFlare tab's
// update, PowerDNS and Hurricane Electric updates) submit their changes to the domains service, which
// records them as change sets, holds them over the team's threshold and applies each step through the
// provider service's step subjects below, reading the old values just before.
import { z } from 'zod';
import { Actor } from '../common/events';
import { ChangeKind, ChangeProvider, ChangeSource, ChangeValues } from './http';

export const CHANGES_RPC = {
  submit: 'domains.rpc.change-submit',
} as const;

/** The provider services' step subjects: read what a domain holds now, and set new values. */
export const STEP_RPC = {
  cloudflareGetSslMode: 'cloudflare.rpc.get-ssl-mode',
  cloudflareSetSslMode: 'cloudflare.rpc.set-ssl-mode',
  zoneRead: 'dns-providers.rpc.zone-read',
  zoneApply: 'dns-providers.rpc.zone-apply',
} as const;

/** Where a step applies; enough to call the provider service again after a restart. */
export const StepTarget = z.object({
  registrar: z.string().nullish(),
  accountId: z.number().int().nullish(),
  cloudflareEmail: z.string().nullish(),
  /** A PowerDNS or Hurricane Electric account of the dns-providers service. */
  dnsAccountId: z.string().nullish(),
});
export type StepTarget = z.infer<typeof StepTarget>;

export const SubmitStep = z.object({
  domain: z.string().trim().toLowerCase().min(1).max(253),
  provider: ChangeProvider,
  kind: ChangeKind,
  target: StepTarget,
  new: ChangeValues,
});
export type SubmitStep = z.infer<typeof SubmitStep>;

export const ChangeSubmitRequest = z.object({
  source: ChangeSource,
  actor: Actor,
  teamTag: z.string().nullable().default(null),
  steps: z.array(SubmitStep).min(1).max(5000),
  /** A change over the threshold in a team with a single admin: its author typed the domain count. */
  confirmDomains: z.number().int().min(0).optional(),
  /** Plan only: read every domain's current values, apply nothing (applied later with POST /api/changes/:id/apply). */
  dryRun: z.boolean().default(false),
  /** The job of the route that submitted it, for its log lines and results. */
  jobId: z.string().optional(),
});
export type ChangeSubmitRequest = z.infer<typeof ChangeSubmitRequest>;

export const StepOutcomeReply = z.object({ domain: z.string(), success: z.boolean(), message: z.string() });

/**
 * applied / partially_applied / failed: the steps ran (outcomes per domain); awaiting_approval: held
 * for a second admin; confirm: over the threshold with a single admin (type confirmDomains); planned:
 * a dry run's plan is ready.
 */
export const ChangeSubmitReply = z.object({
  ok: z.literal(true),
  changeId: z.string().nullable(),
  status: z.enum(['applied', 'partially_applied', 'failed', 'awaiting_approval', 'confirm', 'planned']),
  reason: z.string().nullable(),
  confirmDomains: z.number().int().optional(),
  outcomes: z.array(StepOutcomeReply),
});
export type ChangeSubmitReply = z.infer<typeof ChangeSubmitReply>;

/** A step subject's request: the domain at its provider, and (to apply) the values to set. */
export const StepReadRequest = z.object({ provider: ChangeProvider, domain: z.string().min(1).max(253), target: StepTarget });
export type StepReadRequest = z.infer<typeof StepReadRequest>;

export const StepApplyRequest = StepReadRequest.extend({
  values: ChangeValues,
  actor: Actor,
  teamTag: z.string().nullable().default(null),
  jobId: z.string().optional(),
  changeId: z.string().optional(),
});
export type StepApplyRequest = z.infer<typeof StepApplyRequest>;

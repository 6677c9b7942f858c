// Zones: POST /zones (zones-post), GET /zones (zones-get), DELETE /zones/{zone_id} (zones-0-delete),
// from Cloudflare's OpenAPI definition (api-schemas commit cca3064f1aba08cc6cef52fc7b3d3064a9eafcc9).
import { z } from 'zod';
import { CfDateTime, CfIdentifier, cfList, cfSuccess, queryNumber } from './envelope';

/** zones_name. */
export const CfZoneName = z
  .string()
  .max(253)
  .regex(/^([a-zA-Z0-9][-a-zA-Z0-9]*\.)+[-a-zA-Z0-9]{2,20}$/);

const hostnames = z.array(z.hostname());

/**
 * zones_zone, with its required fields. (`status`, `paused`, `type` and `plan`, which Cloudflare's
 * answers and the SDK carry, are not in this version's zones_zone; extra fields are allowed.)
 */
export const CfZone = z.object({
  id: CfIdentifier,
  name: CfZoneName,
  development_mode: z.number(),
  owner: z.object({ id: CfIdentifier.optional(), name: z.string().optional(), type: z.string().optional() }),
  account: z.object({ id: CfIdentifier.optional(), name: z.string().optional() }),
  meta: z.object({
    cdn_only: z.boolean().optional(),
    custom_certificate_quota: z.number().int().optional(),
    dns_only: z.boolean().optional(),
    foundation_dns: z.boolean().optional(),
    page_rule_quota: z.number().int().optional(),
    phishing_detected: z.boolean().optional(),
    step: z.number().int().optional(),
  }),
  name_servers: hostnames,
  original_name_servers: hostnames.nullable(),
  original_registrar: z.string().nullable(),
  original_dnshost: z.string().max(50).nullable(),
  created_on: CfDateTime,
  modified_on: CfDateTime,
  activated_on: CfDateTime.nullable(),
  vanity_name_servers: z.array(z.hostname().max(253)).optional(),
});

export const CreateZoneBody = z
  .object({
    account: z.object({ id: CfIdentifier.optional() }).strict(),
    name: CfZoneName,
    type: z.enum(['full', 'partial', 'secondary']).optional(),
  })
  .strict();
export const CreateZoneAnswer = cfSuccess(CfZone);

export const ListZonesQuery = z
  .object({
    name: z.string().max(253).optional(),
    status: z.enum(['initializing', 'pending', 'active', 'moved']).optional(),
    'account.id': z.string().optional(),
    'account.name': z.string().max(253).optional(),
    page: queryNumber(1).optional(),
    per_page: queryNumber(5, 50).optional(),
    order: z.enum(['name', 'status', 'account.id', 'account.name']).optional(),
    direction: z.enum(['asc', 'desc']).optional(),
    match: z.enum(['any', 'all']).optional(),
  })
  .strict();
export const ListZonesAnswer = cfList(CfZone);

/** zones_api-response-single-id. */
export const DeleteZoneAnswer = cfSuccess(z.object({ id: CfIdentifier }).nullable());

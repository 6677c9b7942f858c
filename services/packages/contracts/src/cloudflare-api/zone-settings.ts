// PATCH /zones/{zone_id}/settings/ssl (zone-settings-edit-single-setting with setting_id `ssl`), from
// Cloudflare's OpenAPI definition (api-schemas commit cca3064f1aba08cc6cef52fc7b3d3064a9eafcc9):
// zones_setting's SSL variant, zones_ssl = zones_base (`id`, `value` required) + zones_ssl_value.
import { z } from 'zod';
import { CfDateTime, cfSuccess } from './envelope';

export const CfSslValue = z.enum(['off', 'flexible', 'full', 'strict']);

/** The request body: `editable` and `modified_on` are readOnly, so `id` and `value` it is. */
export const EditSslBody = z.object({ id: z.literal('ssl'), value: CfSslValue }).strict();

export const CfSslSetting = z.object({
  id: z.literal('ssl'),
  value: CfSslValue,
  editable: z.boolean().optional(),
  modified_on: CfDateTime.nullable().optional(),
});
export const EditSslAnswer = cfSuccess(CfSslSetting);

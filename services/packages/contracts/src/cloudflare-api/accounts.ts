// GET /accounts (accounts-list-accounts), from Cloudflare's OpenAPI definition (api-schemas commit
// cca3064f1aba08cc6cef52fc7b3d3064a9eafcc9): the account a zone is created in.
import { z } from 'zod';
import { CfDateTime, cfList, queryNumber } from './envelope';

export const ListAccountsQuery = z
  .object({
    name: z.string().optional(),
    page: queryNumber(1).optional(),
    per_page: queryNumber(5, 50).optional(),
    direction: z.enum(['asc', 'desc']).optional(),
  })
  .strict();

/** iam_account: `id` (iam_common_components-schemas-identifier) and `name` are required. */
export const CfAccount = z.object({
  id: z.string().max(32),
  name: z.string().max(100),
  created_on: CfDateTime.optional(),
  settings: z
    .object({
      abuse_contact_email: z.string().optional(),
      default_nameservers: z.enum(['cloudflare.standard', 'custom.account', 'custom.tenant']).optional(),
      enforce_twofactor: z.boolean().optional(),
      use_account_custom_ns_by_default: z.boolean().optional(),
    })
    .optional(),
});

export const ListAccountsAnswer = cfList(CfAccount);

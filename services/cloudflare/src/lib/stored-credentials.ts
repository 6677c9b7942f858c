// Issue 31: the Add, Move and Purge dialogs may name a stored account (its id, the lower-cased e-mail)
// instead of typing its e-mail and key. The key is opened here, on the server, and never sent back; an
// id with no stored account is a 400 naming it.
import type { AddCloudflareDomainsBody, PurgeAccount } from '@dop/contracts/cloudflare';
import { badRequest } from '@dop/service-kit';
import type { z } from 'zod';
import { UnknownAccountError, type Accounts } from './accounts';

type AddBody = z.output<typeof import('@dop/contracts/cloudflare').AddCloudflareDomainsBody>;
export type { AddCloudflareDomainsBody };

async function stored(accounts: Accounts, id: string, field: string): Promise<{ email: string; apiKey: string }> {
  try {
    const creds = await accounts.saved(id);
    return { email: creds.email ?? id, apiKey: creds.apiKey };
  } catch (err) {
    if (!(err instanceof UnknownAccountError)) throw err;
    throw badRequest(`No stored CloudFlare account '${id.slice(0, 254)}'`, [{ in: 'body', path: field, message: 'unknown account' }]);
  }
}

/** The add/move body with stored accounts turned into the credentials the job seals per item. */
export async function withStoredAccounts(accounts: Accounts, body: AddBody): Promise<AddBody> {
  if (body.mode === 'single' && body.accountId) {
    return { ...body, singleAccount: await stored(accounts, body.accountId, 'accountId') };
  }
  if (body.mode === 'multi' && body.accountIds?.length) {
    const all = [];
    for (const id of body.accountIds) all.push(await stored(accounts, id, 'accountIds'));
    return { ...body, multiAccounts: { emails: all.map((a) => a.email), apiKeys: all.map((a) => a.apiKey) } };
  }
  return body;
}

/** A purge's accounts as credentials, typed or stored. */
export async function purgeCredentials(accounts: Accounts, list: PurgeAccount[]): Promise<Array<{ email: string; apiKey: string }>> {
  const out = [];
  for (const a of list) out.push('accountId' in a ? await stored(accounts, a.accountId, 'accounts') : a);
  return out;
}

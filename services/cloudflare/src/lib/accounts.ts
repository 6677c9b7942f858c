// Cloudflare credentials: sealed with the shared SecretBox wherever they rest (job items, saved
// accounts, NATS bodies from the domains service) and opened only to build an API client.
import type { Actor } from '@dop/contracts/common';
import type { SecretBox } from '@dop/service-kit';
import type { CloudflareConfig } from '../config';
import type { Models } from '../models';
import type { AccountAudit } from './account-audit';
import { CloudflareClient, type CfClientOptions } from './cf-client';
import type { CfCredentials } from './cf-credentials';

export class UnknownAccountError extends Error {
  override name = 'UnknownAccountError';
}

export class Accounts {
  constructor(
    private readonly models: Models,
    private readonly box: SecretBox,
    private readonly config: CloudflareConfig,
    private readonly onRetry?: CfClientOptions['onRetry'],
    private readonly audit?: AccountAudit,
  ) {}

  seal(plain: string): string {
    return this.box.encrypt(plain);
  }

  open(sealed: string): string {
    return this.box.decrypt(sealed);
  }

  client(creds: CfCredentials, onRetry = this.onRetry): CloudflareClient {
    const c = this.config;
    return new CloudflareClient(
      {
        baseUrl: c.CLOUDFLARE_API_URL,
        timeoutMs: c.CLOUDFLARE_TIMEOUT_MS,
        maxRetries: c.CLOUDFLARE_MAX_RETRIES,
        onRetry,
      },
      creds,
    );
  }

  /** The saved account's credentials; UnknownAccountError when the e-mail has none. */
  async saved(email: string): Promise<CfCredentials> {
    const account = await this.models.accounts.findById(email.trim().toLowerCase()).lean();
    if (!account) throw new UnknownAccountError(`No saved CloudFlare account for ${email}`);
    return { email: account.email, apiKey: this.open(account.apiKey) };
  }

  /**
   * Saves (or re-keys) the account a zone of this panel now lives in, and audits a new account or a
   * replaced key (the same key saved again, e.g. by a retried job, is no change).
   */
  async save(email: string, sealedKey: string, actor: Actor): Promise<void> {
    const now = new Date();
    const before = await this.models.accounts
      .findOneAndUpdate(
        { _id: email.trim().toLowerCase() },
        { $set: { email: email.trim(), apiKey: sealedKey, updatedAt: now }, $setOnInsert: { createdAt: now } },
        { upsert: true, returnDocument: 'before' },
      )
      .lean();
    if (!before) await this.audit?.('created', email, actor);
    else if (this.openOrEmpty(before.apiKey) !== this.openOrEmpty(sealedKey)) await this.audit?.('rekeyed', email, actor);
  }

  private openOrEmpty(sealed: string): string {
    try {
      return this.open(sealed);
    } catch {
      return '';
    }
  }
}

// How an account's secrets and proxy are kept: sealed with SecretBox (design.md §5, issue 25). The
// proxy URL can carry a password, so it is sealed too (`secrets.proxy`); rows written before that
// keep it in clear in `fields.proxy`, which is still read and is sealed on the next write.
import { maskProxy, previewLength, PROXY_PASSWORD_MASK, unmaskProxy, type SecretField } from '@dop/contracts/registrars';
import { badRequest, preview, type SecretBox } from '@dop/service-kit';
import type { AccountDoc } from '../models/account';

export type SealedDoc = Pick<AccountDoc, 'fields' | 'secrets' | 'registrar'>;

export class SealedFields {
  constructor(private readonly box: SecretBox) {}

  seal(plain: string): string {
    return this.box.encrypt(plain);
  }

  /**
   * '' when unset or sealed under an earlier SECRETS_KEY, so lists keep working and the user can
   * enter it again; adapters get a clear error instead (AccountStore.credentials()).
   */
  open(sealed: string | undefined): string {
    if (!sealed) return '';
    try {
      return this.box.decrypt(sealed);
    } catch {
      return '';
    }
  }

  /** The proxy in clear: the sealed one, else a row's legacy plain one. */
  proxyOf(doc: SealedDoc): string {
    return doc.secrets.proxy ? this.open(doc.secrets.proxy) : (doc.fields.proxy ?? '');
  }

  /** As answers show it: 'user:••••@host:port', null when the account has none. */
  maskedProxy(doc: SealedDoc): string | null {
    const plain = this.proxyOf(doc);
    return plain ? maskProxy(plain) : null;
  }

  /** Moves a legacy plain proxy into `secrets` (every write goes through here first). */
  sealLegacyProxy(doc: SealedDoc): void {
    if (!doc.fields.proxy) return;
    if (!doc.secrets.proxy) doc.secrets.proxy = this.seal(doc.fields.proxy);
    delete doc.fields.proxy;
  }

  /** A secret from a form: blank or its own preview keeps the stored one (issue 25). */
  applySecret(doc: SealedDoc, field: SecretField, value: string): void {
    if (!value) return;
    const current = this.open(doc.secrets[field]);
    if (current && value === preview(current, previewLength(field))) return;
    doc.secrets[field] = this.seal(value);
  }

  /**
   * A proxy from a form: blank removes it; as listed (masked), perhaps with a new user, host or port,
   * keeps the stored password; anything else replaces it.
   */
  applyProxy(doc: SealedDoc, value: string): void {
    this.sealLegacyProxy(doc);
    if (!value) {
      delete doc.secrets.proxy;
      return;
    }
    const current = this.proxyOf(doc);
    if (current && value === maskProxy(current)) return;
    const unmasked = current ? unmaskProxy(value, current) : null;
    if (unmasked === null && value.includes(PROXY_PASSWORD_MASK)) {
      // The mask with no stored password behind it: storing it would make a proxy that never works.
      throw badRequest('Invalid request: body.proxy: the proxy password is masked; enter it again', [
        { in: 'body', path: 'proxy', message: 'the proxy password is masked; enter it again' },
      ]);
    }
    doc.secrets.proxy = this.seal(unmasked ?? value);
  }
}

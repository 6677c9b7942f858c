// Sealing helpers shared by the two account stores: previews for lists, "unchanged" detection when an
// edit form sends a preview, the mask or nothing back, and readable errors for secrets sealed under an
// older key.
import { HE_PROXY_PASSWORD_MASK } from '@dop/contracts/dns-providers';
import { HttpError, notFound, preview, type SecretBox } from '@dop/service-kit';
import { isValidObjectId } from 'mongoose';

/** design.md §5: first 10 characters + '...'. */
export const PREVIEW_LENGTH = 10;

/** SecretBox's `v1:<iv>:<tag>:<data>`; anything else in a sealed-by-now field is a row from before. */
const SEALED = /^v1:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]*$/;
export const isSealed = (value: string): boolean => SEALED.test(value);

export class Sealer {
  constructor(private readonly box: SecretBox) {}

  seal(plain: string): string {
    return this.box.encrypt(plain);
  }

  /** '' when the value cannot be opened (sealed under an earlier SECRETS_KEY): lists keep working. */
  open(sealed: string | null | undefined): string {
    if (!sealed) return '';
    try {
      return this.box.decrypt(sealed);
    } catch {
      return '';
    }
  }

  /** A field sealed only since issue 25 (HE proxy server and user): rows from before hold it in clear. */
  openOrPlain(value: string | null | undefined): string {
    if (!value) return '';
    return isSealed(value) ? this.open(value) : value;
  }

  preview(sealed: string | null | undefined): string {
    return preview(this.open(sealed), PREVIEW_LENGTH);
  }

  /**
   * On edit: the stored sealed value when the form sent it back blank, as its preview or as the mask
   * (what answers show); otherwise the new value sealed.
   */
  reseal(current: string | null | undefined, value: string | null | undefined): string | null {
    const plain = this.open(current);
    if (!value) return current || null;
    if (plain && (value === preview(plain, PREVIEW_LENGTH) || value === HE_PROXY_PASSWORD_MASK)) return current as string;
    return this.seal(value);
  }

  /** The plain secret for a provider call; a clear 409 when it cannot be decrypted. */
  require(sealed: string | null | undefined, what: string): string {
    const plain = this.open(sealed);
    if (!plain) throw HttpError.of('secret_unreadable', { what });
    return plain;
  }
}

/** Unknown and malformed ids are both "not found" (design.md §8). */
export function checkId(id: string, what: string): void {
  if (!isValidObjectId(id)) throw notFound(`No ${what} ${id}`);
}

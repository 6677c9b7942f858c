// Sealing helpers shared by the two account stores: previews for lists, "unchanged" detection when an
// edit form sends a preview back, and readable errors for secrets sealed under an older key.
import { HttpError, notFound, preview, type SecretBox } from '@dop/service-kit';
import { isValidObjectId } from 'mongoose';

/** design.md §5: first 10 characters + '...'. */
export const PREVIEW_LENGTH = 10;

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

  preview(sealed: string | null | undefined): string {
    return preview(this.open(sealed), PREVIEW_LENGTH);
  }

  /** On edit: the new sealed value, or the old one when the form sent the preview back unchanged. */
  reseal(current: string | null | undefined, value: string): string {
    const plain = this.open(current);
    if (plain && value === preview(plain, PREVIEW_LENGTH)) return current as string;
    return this.seal(value);
  }

  /** The plain secret for a provider call; a clear 409 when it cannot be decrypted. */
  require(sealed: string | null | undefined, what: string): string {
    const plain = this.open(sealed);
    if (!plain) throw new HttpError(409, 'secret_unreadable', `${what} cannot be decrypted with the current SECRETS_KEY; enter it again`);
    return plain;
  }
}

/** Unknown and malformed ids are both "not found" (design.md §8). */
export function checkId(id: string, what: string): void {
  if (!isValidObjectId(id)) throw notFound(`No ${what} ${id}`);
}

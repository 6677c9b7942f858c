import type { AccountField } from '@dop/contracts/registrars';

/**
 * Moves keyboard focus to the first missing field after the render that marks it (and may open
 * the contact section), so a keyboard user lands where the form needs them.
 */
export function focusFirstMissing(formKey: string, missing: readonly AccountField[]): void {
  const first = missing[0];
  if (!first) return;
  requestAnimationFrame(() => document.getElementById(`${formKey}-${first}`)?.focus());
}

// The six registrars (spec 1 §1) with the names the page shows. Kept here rather than imported from
// @dop/contracts at run time, so no zod reaches the bundle.
import type { Registrar } from '@dop/contracts/registrars';

export const REGISTRARS: readonly Registrar[] = ['namecheap', 'namesilo', 'dynadot', 'gandi', 'spaceship', 'porkbun'];

export const REGISTRAR_LABELS: Record<Registrar, string> = {
  namecheap: 'Namecheap',
  namesilo: 'NameSilo',
  dynadot: 'Dynadot',
  gandi: 'Gandi',
  spaceship: 'Spaceship',
  porkbun: 'Porkbun',
};

export type { Registrar };

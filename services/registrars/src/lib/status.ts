// Result status strings (spec 2 §4.1) from how an operation ended.
import { RegistrarError } from './errors';

/** The registrar refused (error in its body, 4xx): Failed. It could not be asked properly: Error. */
export function failureStatus(err: unknown): 'Failed' | 'Error' {
  return err instanceof RegistrarError && err.kind !== 'transport' ? 'Failed' : 'Error';
}

export const NS_FAILED = 'NS update failed';
export const NOT_FOUND = 'Checked - Not Found';

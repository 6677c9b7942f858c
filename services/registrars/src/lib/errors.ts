// How an adapter call failed decides the result's status string (spec 2 §4.1): the registrar said no
// (Failed, with its own message) or it could not be reached / answered nonsense (Error).
export class RegistrarError extends Error {
  constructor(
    message: string,
    /** 'provider': the registrar refused (error in the body or a 4xx); 'transport': network, timeout, 5xx, bad body. */
    readonly kind: 'provider' | 'transport' | 'unsupported',
    readonly httpStatus?: number,
  ) {
    super(message);
    this.name = 'RegistrarError';
  }
}

export const providerError = (message: string, status?: number) => new RegistrarError(message, 'provider', status);
export const transportError = (message: string, status?: number) => new RegistrarError(message, 'transport', status);
export const unsupported = (message: string) => new RegistrarError(message, 'unsupported');

export function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

// A registrars service that cannot be reached is the gateway-side kind of failure (503/504), never a 500.
import { HttpError } from '@dop/service-kit';
import { NoResponderError, RpcTimeoutError } from './registrars-rpc';

export function rpcHttpError(err: unknown): unknown {
  if (err instanceof NoResponderError)
    return new HttpError(503, 'registrars_unavailable', 'The registrars service is not available; try again');
  if (err instanceof RpcTimeoutError) return new HttpError(504, 'registrars_timeout', err.message);
  return err;
}

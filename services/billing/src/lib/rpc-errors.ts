// A registrars service that cannot be reached is the gateway-side kind of failure (503/504), never a 500.
import { HttpError } from '@dop/service-kit';
import { NoResponderError, RpcTimeoutError } from './registrars-rpc';

export function rpcHttpError(err: unknown): unknown {
  if (err instanceof NoResponderError) return HttpError.of('service_unavailable', { service: 'registrars' });
  if (err instanceof RpcTimeoutError) return new HttpError('upstream_timeout', err.message);
  return err;
}

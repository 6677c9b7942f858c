// One error shape for every failure: bad input names the field, 5xx never leak internals.
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { NoResponderError, RpcTimeoutError, RpcUnavailableError } from './events/request';
import { errorBody, HttpError, isHttpError, type ErrorCode } from './http-error';
import { fromMongoError } from './mongo-errors';

/** Another service that could not be asked, or did not answer: the caller may retry, it is not a bug here. */
function fromRpcError(err: unknown): HttpError | null {
  if (err instanceof NoResponderError || err instanceof RpcUnavailableError) {
    return new HttpError('service_unavailable', 'A service this request needs is not available at the moment; try again shortly');
  }
  if (err instanceof RpcTimeoutError) return new HttpError('upstream_timeout', 'A service this request needs did not answer in time');
  return null;
}

export interface FieldIssue {
  /** Where the field lives: body, querystring, params or headers. */
  in: string;
  /** Dotted path inside that part ('' for the part itself). */
  path: string;
  message: string;
}

function validationIssues(err: FastifyError): FieldIssue[] {
  const where = err.validationContext ?? 'body';
  return (err.validation ?? []).map((v) => ({
    in: where,
    path: v.instancePath.replace(/^\//, '').replace(/\//g, '.'),
    message: v.message ?? 'invalid',
  }));
}

function describe(issues: FieldIssue[]): string {
  const parts = issues.map((i) => `${i.in}${i.path ? `.${i.path}` : ''}: ${i.message}`);
  return `Invalid request: ${parts.join('; ')}`;
}

/** Maps fastify's own client errors (bad JSON, too large, bad content type) to our codes. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bad_request',
};

/**
 * Errors Fastify raises before routing (a malformed percent-escape in the URL, a path parameter over
 * the router's length limit) skip setErrorHandler; without this they answer Fastify's own body
 * `{ error: 'Bad Request', code: 'FST_ERR_BAD_URL', … }` instead of ours. Passed as `frameworkErrors`.
 */
export function frameworkErrorHandler(err: FastifyError, _request: unknown, reply: FastifyReply): void {
  const status = typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400;
  void reply.code(status).send(errorBody(status === 414 ? 'uri_too_long' : 'bad_request', err.message));
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(errorBody('not_found', `Route ${request.method} ${request.url.split('?')[0]} not found`));
  });

  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err) || err.validation) {
      const issues = validationIssues(err);
      return reply.code(400).send(errorBody('bad_request', describe(issues), issues));
    }
    if (isHttpError(err)) {
      if (err.statusCode >= 500) request.log.error({ err }, 'request failed');
      return reply.code(err.statusCode).send(errorBody(err.code, err.message, err.details));
    }
    const mapped = fromMongoError(err) ?? fromRpcError(err);
    if (mapped) {
      if (mapped.statusCode >= 500) request.log.error({ err }, 'request failed');
      return reply.code(mapped.statusCode).send(errorBody(mapped.code, mapped.message, mapped.details));
    }
    // Fastify's own client errors (bad JSON, body too large, …) carry a 4xx statusCode.
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 400 && status < 500) {
      const code = (err.code ? FASTIFY_CODES[err.code] : undefined) ?? (status === 413 ? 'payload_too_large' : 'bad_request');
      return reply.code(status).send(errorBody(code, err.message));
    }
    request.log.error({ err }, 'request failed');
    return reply.code(status >= 500 && status < 600 ? status : 500).send(errorBody('internal'));
  });
}

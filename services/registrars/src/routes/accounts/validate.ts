// Bodies depend on the registrar in the path, so they are checked here with the registrar's own
// contract schema, and failures answer exactly like schema validation: 400 naming each field.
import { Registrar, type AccountField } from '@dop/contracts/registrars';
import { badRequest, notFound } from '@dop/service-kit';
import type { z } from 'zod';

interface FieldIssue {
  in: 'body' | 'params';
  path: string;
  message: string;
}

function issuesOf(error: z.ZodError, registrar: string): FieldIssue[] {
  return error.issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ in: 'body' as const, path: key, message: `is not a field of ${registrar} accounts` }));
    }
    return [{ in: 'body' as const, path: issue.path.join('.'), message: issue.message }];
  });
}

export function parseBody(
  schema: z.ZodType<Partial<Record<AccountField, string>>>,
  body: unknown,
  registrar: string,
): Partial<Record<string, string>> {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const issues = issuesOf(parsed.error, registrar);
  const text = issues.map((i) => `${i.in}${i.path ? `.${i.path}` : ''}: ${i.message}`).join('; ');
  throw badRequest(`Invalid request: ${text}`, issues);
}

/** An unknown registrar is an unknown resource: 404, not 400. */
export function registrarOf(value: string): Registrar {
  const parsed = Registrar.safeParse(value);
  if (!parsed.success) throw notFound(`Unknown registrar '${value.slice(0, 64)}'`);
  return parsed.data;
}

/**
 * The isActive switch (issue 29) is a boolean beside the registrar's string fields: taken out of the
 * body before the registrar's schema reads the rest.
 */
export function takeIsActive(body: unknown): { isActive: boolean | undefined; rest: unknown } {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { isActive: undefined, rest: body };
  const { isActive, ...rest } = body as Record<string, unknown>;
  if (isActive !== undefined && typeof isActive !== 'boolean') {
    throw badRequest('Invalid request: body.isActive: must be a boolean', [{ in: 'body', path: 'isActive', message: 'must be a boolean' }]);
  }
  return { isActive, rest };
}

// Real members of an in-process service stack, signed up on the identity service itself with
// app.inject (register, the code from the outbox, verify), for suites that call services directly
// and sign the identity headers themselves: identity's own routes need the user to exist.
import { waitFor } from '@dop/service-testing';
import { codeFromOutbox } from './outbox';
import type { ServiceStack } from './service-stack';

export interface StackMember {
  id: string;
  username: string;
  email: string;
  password: string;
}

export async function signUpInStack(stack: ServiceStack, tag: string): Promise<StackMember> {
  const identity = stack.services.find((s) => s.name === 'identity');
  if (!identity) throw stack.broken.get('identity') ?? new Error('identity did not start');
  const suffix = Math.random().toString(36).slice(2, 8);
  const account = { username: `${tag}${suffix}`, email: `${tag}${suffix}@example.test`, password: `Pw-${tag}-${suffix}-long!` };
  const reg = await identity.app.inject({ method: 'POST', url: '/api/auth/register', payload: account });
  if (reg.statusCode !== 201) throw new Error(`register ${tag}: ${reg.statusCode} ${reg.body}`);
  const code = await waitFor(() => codeFromOutbox(stack.dataDir, account.email), { what: `code to ${account.email}`, timeoutMs: 60_000 });
  const ver = await identity.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { email: account.email, code } });
  if (ver.statusCode !== 200) throw new Error(`verify ${tag}: ${ver.statusCode} ${ver.body}`);
  return { ...account, id: (ver.json() as { user: { id: string } }).user.id };
}

// The calls of spec 1 §7 Authentication, typed by the identity service's contracts (type-only: no
// zod in the shell bundle). Each throws the api client's Error on a non-2xx answer.
import type {
  LoginBody,
  LoginReply,
  MeReply,
  MessageReply,
  RegisterBody,
  RegisterReply,
  ResetPasswordBody,
  SelfUser,
  UpdateDisplayNameReply,
  VerifyEmailBody,
  VerifyEmailReply,
} from '@dop/contracts/auth';
import { apiGet, apiRequest, apiSend } from '@dop/mf-kit';

export type { SelfUser };

/**
 * GET /api/auth/me. 401 means signed out. Spec 1 §4: any other failure of this check is ignored, so
 * the answer stays what it was (no user on the first check): a refetch on window focus that meets a
 * restarting identity service must not throw a working user out to the sign-in screen.
 */
export async function fetchMe(previous: SelfUser | null = null): Promise<SelfUser | null> {
  try {
    const body = await apiGet<MeReply>('/api/auth/me', { on401: 'returnNull' });
    return body?.user ?? null;
  } catch {
    return previous;
  }
}

export const login = (body: LoginBody) => apiSend<LoginReply>('POST', '/api/auth/login', body);
export const register = (body: RegisterBody) => apiSend<RegisterReply>('POST', '/api/auth/register', body);
export const verifyEmail = (body: VerifyEmailBody) => apiSend<VerifyEmailReply>('POST', '/api/auth/verify-email', body);
export const forgotPassword = (email: string) => apiSend<MessageReply>('POST', '/api/auth/forgot-password', { email });
export const resetPassword = (body: ResetPasswordBody) => apiSend<MessageReply>('POST', '/api/auth/reset-password', body);
export const updateDisplayName = (displayName: string) =>
  apiSend<UpdateDisplayNameReply>('POST', '/api/auth/update-display-name', { displayName });

/** POST /api/auth/logout; the answer carries nothing the shell uses. */
export async function logout(): Promise<void> {
  await apiRequest('POST', '/api/auth/logout');
}

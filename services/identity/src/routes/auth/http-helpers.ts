// Pieces every sign-in route uses: 429 answers with Retry-After, starting a session with its cookie,
// and finding the caller from the cookie, a bearer token or the gateway's signed identity.
import { HttpError, unauthorized } from '@dop/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isValidObjectId } from 'mongoose';
import { LIMITS } from '../../config';
import { verificationMail } from '../../lib/mail-templates';
import { bearerToken, behindTls, readCookie, SID_COOKIE, sidCookie } from '../../lib/cookies';
import type { LimitVerdict } from '../../lib/rate-limiter';
import type { UserDoc } from '../../models';
import type { IdentityContext } from '../../plugins/context';

export function tooManyRequests(reply: FastifyReply, verdict: LimitVerdict, message: string): HttpError {
  const seconds = Math.max(1, Math.ceil(verdict.retryAfterMs / 1000));
  reply.header('retry-after', String(seconds));
  return new HttpError(429, 'rate_limited', `${message}. Try again in ${seconds} s`, { retryAfterSeconds: seconds });
}

/** Counts one code check for the account; throws 429 when over CODE_CHECKS_PER_MIN. */
export function takeCodeCheck(ctx: IdentityContext, request: FastifyRequest, reply: FastifyReply, account: string): void {
  const verdict = ctx.limits.codeChecks.take(account);
  if (verdict.allowed) return;
  request.log.warn({ account, limit: 'code-checks' }, 'code check refused by rate limit');
  throw tooManyRequests(reply, verdict, 'Too many code attempts');
}

export function sidOf(request: FastifyRequest): string | null {
  return readCookie(request.headers.cookie, SID_COOKIE);
}

/** A new session and its cookie; the sid the browser came with (if any) is ended, never reused. */
export async function signIn(ctx: IdentityContext, request: FastifyRequest, reply: FastifyReply, user: UserDoc): Promise<void> {
  const { sid } = await ctx.sessions.create(user.id as string, sidOf(request));
  reply.header('set-cookie', sidCookie(sid, LIMITS.sessionTtlMs, behindTls(request.headers)));
  request.log.info({ userId: user.id as string }, 'signed in');
}

/** The caller on public routes, where the gateway may send no identity: the sid cookie, then a bearer token. */
export async function callerOf(ctx: IdentityContext, request: FastifyRequest): Promise<{ user: UserDoc; sid: string | null } | null> {
  const sid = sidOf(request);
  if (sid) {
    const user = await ctx.sessions.resolve(sid);
    if (user) return { user, sid };
  }
  const token = bearerToken(request.headers);
  const user = token ? await ctx.tokens.resolve(token) : null;
  return user ? { user, sid: null } : null;
}

/** The caller on protected routes: the gateway-signed user id, which must still exist. */
export async function signedUser(ctx: IdentityContext, request: FastifyRequest): Promise<UserDoc> {
  const id = request.identity?.userId;
  const user = id && isValidObjectId(id) ? await ctx.models.users.findById(id) : null;
  if (!user) throw unauthorized('Sign in required');
  return user;
}

export function isDuplicateKey(err: unknown): boolean {
  return (err as { code?: number })?.code === 11000;
}

/** Issues a fresh e-mail verification code and mails it; a mail failure is 502, not a crash. */
export async function sendVerificationCode(ctx: IdentityContext, request: FastifyRequest, email: string): Promise<void> {
  const code = await ctx.codes.issue('verify-email', email, LIMITS.emailCodeTtlMs);
  try {
    await ctx.mailer.send(verificationMail(email, code));
  } catch (err) {
    request.log.error({ err }, 'verification mail not sent');
    throw new HttpError(502, 'mail_unavailable', 'Could not send the verification email. Try again later');
  }
}

// Pieces every sign-in route uses: 429 answers with Retry-After, starting a session with its cookie,
// finding the caller from the cookie, a bearer token or the gateway's signed identity, and the caller's
// address (X-Forwarded-For only from a trusted proxy) for limits and the audit log.
import { errorMessage } from '@dop/contracts/errors';
import { bearerToken, HttpError, sidFromCookieHeader, sidSetCookie, unauthorized } from '@dop/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isValidObjectId } from 'mongoose';
import { LIMITS } from '../../config';
import { clientIp } from '../../lib/client-ip';
import { behindTls } from '../../lib/cookies';
import { verificationMail } from '../../lib/mail-templates';
import type { LimitVerdict } from '../../lib/rate-limiter';
import type { ResolvedSession } from '../../lib/sessions';
import type { UserDoc } from '../../models';
import type { IdentityContext } from '../../plugins/context';

export function tooManyRequests(reply: FastifyReply, verdict: LimitVerdict, message: string): HttpError {
  const seconds = Math.max(1, Math.ceil(verdict.retryAfterMs / 1000));
  reply.header('retry-after', String(seconds));
  return new HttpError('rate_limited', errorMessage('rate_limited', { what: message, seconds }), { retryAfterSeconds: seconds });
}

/** The caller's address: the socket's, or X-Forwarded-For's when the socket is a trusted proxy. */
export function sourceIp(ctx: IdentityContext, request: FastifyRequest): string {
  return clientIp(request.headers, request.ip, ctx.config.TRUSTED_PROXIES);
}

/** The sign-in lockout key: one account from one address, so a stranger cannot lock the owner out. */
export function lockKey(email: string, ip: string): string {
  return `${email}|${ip}`;
}

/** Counts one code check for the account; throws 429 when over CODE_CHECKS_PER_MIN. */
export async function takeCodeCheck(ctx: IdentityContext, request: FastifyRequest, reply: FastifyReply, account: string): Promise<void> {
  const verdict = await ctx.limits.codeChecks.take(account);
  if (verdict.allowed) return;
  request.log.warn({ account, limit: 'code-checks' }, 'code check refused by rate limit');
  throw tooManyRequests(reply, verdict, 'Too many code attempts');
}

export function sidOf(request: FastifyRequest): string | null {
  return sidFromCookieHeader(request.headers.cookie);
}

export function actorOf(user: UserDoc): { id: string; name: string } {
  return { id: user.id as string, name: user.username };
}

/** A new session and its cookie; the sid the browser came with (if any) is ended, never reused. */
export async function signIn(ctx: IdentityContext, request: FastifyRequest, reply: FastifyReply, user: UserDoc): Promise<void> {
  const { sid } = await ctx.sessions.create(user.id as string, sidOf(request));
  reply.header('set-cookie', sidSetCookie(sid, LIMITS.sessionTtlMs, behindTls(request.headers)));
  await ctx.audit.record({
    action: 'auth.sign-in',
    actor: actorOf(user),
    target: `member:${user.id as string}`,
    sourceIp: sourceIp(ctx, request),
  });
  request.log.info({ userId: user.id as string }, 'signed in');
}

/** The caller on public routes, where the gateway may send no identity: the sid cookie, then a bearer token. */
export async function callerOf(
  ctx: IdentityContext,
  request: FastifyRequest,
): Promise<{ user: UserDoc; sid: string | null; session: ResolvedSession | null } | null> {
  const sid = sidOf(request);
  if (sid) {
    const session = await ctx.sessions.resolve(sid);
    if (session) return { user: session.user, sid, session };
  }
  const token = bearerToken(request.headers);
  const resolved = token ? await ctx.tokens.resolve(token) : null;
  return resolved ? { user: resolved.user, sid: null, session: null } : null;
}

/** The caller on protected routes: the gateway-signed user id, which must still exist. */
export async function signedUser(ctx: IdentityContext, request: FastifyRequest): Promise<UserDoc> {
  const id = request.identity?.userId;
  const user = id && isValidObjectId(id) ? await ctx.models.users.findById(id) : null;
  if (!user) throw unauthorized('Sign in required');
  return user;
}

/** The step-up mark the gateway signed (epoch ms, 0 for none) as the self view shows it. */
export function stepUpMark(stepUpUntil: number): Date | null {
  return stepUpUntil > 0 ? new Date(stepUpUntil) : null;
}

export function isDuplicateKey(err: unknown): boolean {
  return (err as { code?: number })?.code === 11000;
}

/** Issues a fresh e-mail verification code and mails it; a mail failure is 502, not a crash. */
export async function sendVerificationCode(ctx: IdentityContext, request: FastifyRequest, email: string): Promise<void> {
  const code = await ctx.codes.issue('verify-email', email, LIMITS.emailCodeTtlMs);
  await sendMail(ctx, request, verificationMail(email, code));
}

/** Sends a mail; a failure is 502 mail_unavailable, not a crash. */
export async function sendMail(
  ctx: IdentityContext,
  request: FastifyRequest,
  mail: Parameters<IdentityContext['mailer']['send']>[0],
): Promise<void> {
  try {
    await ctx.mailer.send(mail);
  } catch (err) {
    request.log.error({ err }, 'mail not sent');
    throw new HttpError('mail_unavailable');
  }
}

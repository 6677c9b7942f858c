// The one registry of error codes (design.md §8): code → HTTP status and default message. Services
// answer with these codes, front ends branch on them; a new code is added here first.
export const ERROR_CODES = {
  bad_request: { status: 400, message: 'Invalid request' },
  unauthorized: { status: 401, message: 'Sign in required' },
  invalid_password: { status: 401, message: 'Incorrect password' },
  invalid_code: { status: 400, message: 'Invalid or expired code' },
  forbidden: { status: 403, message: 'Forbidden' },
  pending_approval: { status: 403, message: 'Your account is waiting for approval by an administrator.' },
  step_up_required: { status: 403, message: 'Confirm your password to continue.' },
  account_disabled: { status: 403, message: 'This account is disabled. Ask an administrator.' },
  invite_required: { status: 403, message: 'Sign-up needs an invitation from an administrator.' },
  invalid_invitation: { status: 400, message: 'This invitation is invalid or has expired.' },
  last_owner: { status: 409, message: 'The last active owner cannot be demoted, disabled or removed.' },
  csrf: { status: 403, message: 'Origin header missing or not this site (cookie-authenticated write)' },
  not_found: { status: 404, message: 'Not found' },
  conflict: { status: 409, message: 'Conflict' },
  too_many_requests: { status: 429, message: 'Too many attempts, try again later' },
  identity_unavailable: { status: 503, message: 'Identity service unavailable, try again shortly' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

export function errorStatus(code: ErrorCode): number {
  return ERROR_CODES[code].status;
}

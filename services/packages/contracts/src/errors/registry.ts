// The one registry of error codes (design.md §8): code → HTTP status and message template. Services,
// the gateway and the front ends answer and branch with these codes; a new case is added here first.
// `{name}` in a message is a parameter (errorMessage fills it); a message without one is the default
// text, which a caller may replace with more precise words for the same case.
export const ERROR_CODES = {
  // Bad input (400 and the other 4xx a request can earn by its shape).
  bad_request: { status: 400, message: 'Invalid request' },
  invalid_json: { status: 400, message: 'Body is not valid JSON' },
  address_refused: { status: 400, message: '{address} is not an address this service may reach' },
  unknown_account: { status: 400, message: 'No such account: {account}' },
  invalid_code: { status: 400, message: 'Invalid or expired code' },
  invalid_invitation: { status: 400, message: 'This invitation is invalid or has expired.' },
  payload_too_large: { status: 413, message: 'Request body is too large' },
  headers_too_large: { status: 431, message: 'Request headers are too large' },
  request_timeout: { status: 408, message: 'The request was not received in time' },
  uri_too_long: { status: 414, message: 'Request URL is too long' },
  unsupported_media_type: { status: 415, message: 'Unsupported content type' },

  // Who may do what.
  unauthorized: { status: 401, message: 'Sign in required' },
  invalid_credentials: { status: 401, message: 'Invalid email or password' },
  invalid_password: { status: 401, message: 'Incorrect password' },
  invalid_2fa_code: { status: 401, message: 'Invalid 2FA code' },
  forbidden: { status: 403, message: 'Forbidden' },
  csrf: { status: 403, message: 'Origin header missing or not this site (cookie-authenticated write)' },
  pending_approval: { status: 403, message: 'Your account is waiting for approval by an administrator.' },
  step_up_required: { status: 403, message: 'Confirm your password to continue.' },
  account_disabled: { status: 403, message: 'This account is disabled. Ask an administrator.' },
  invite_required: { status: 403, message: 'Sign-up needs an invitation from an administrator.' },
  email_not_verified: { status: 403, message: 'Email not verified. A new verification code has been sent to your email' },
  rate_limited: { status: 429, message: '{what}. Try again in {seconds} s' },
  too_many_connections: { status: 429, message: 'Too many requests in flight from this client' },

  // The request is understood but the stored state refuses it.
  not_found: { status: 404, message: 'Not found' },
  conflict: { status: 409, message: 'Conflict' },
  last_owner: { status: 409, message: 'The last active owner cannot be demoted, disabled or removed.' },
  secret_unreadable: { status: 409, message: '{what} cannot be decrypted with the current SECRETS_KEY; enter it again' },
  egress_refused: { status: 422, message: '{host} is not a destination this service may reach' },
  endpoint_refused: { status: 409, message: '{account}: apiEndpoint {reason}' },
  balance_unreadable: { status: 409, message: 'The balance of {account} could not be read ({reason}); nothing was bought' },

  // An outside provider (registrar, Cloudflare, DiorHost, mail, Telegram) failed or refused.
  provider_failed: { status: 502, message: 'The provider refused the change' },
  provider_unreachable: { status: 502, message: 'The provider could not be reached' },
  provider_auth: { status: 422, message: 'The provider refused the credentials' },
  provider_refused: { status: 422, message: 'The provider refused the request' },
  price_check_failed: { status: 502, message: 'Price check failed: {reason}' },
  cloudflare_error: { status: 502, message: 'Cloudflare refused the change' },
  mail_unavailable: { status: 502, message: 'Could not send the verification email. Try again later' },
  telegram_unavailable: { status: 502, message: 'Could not deliver the 2FA code to any linked Telegram account' },

  // Our own parts: a service, the database, the gateway's upstream.
  internal: { status: 500, message: 'Internal server error' },
  bad_gateway: { status: 502, message: 'Service {service} is unreachable' },
  service_unavailable: { status: 503, message: 'The {service} service is not available; try again shortly' },
  identity_unavailable: { status: 503, message: 'Identity service unavailable, try again shortly' },
  database_unavailable: { status: 503, message: 'The database is not reachable at the moment; try again shortly' },
  upstream_timeout: { status: 504, message: 'Service {service} did not answer in time' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

export function errorStatus(code: ErrorCode): number {
  return ERROR_CODES[code].status;
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);
}

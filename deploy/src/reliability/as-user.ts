// Calls the product through the gateway as one signed-up user, the way the shell does: the session
// cookie, this site's Origin (so writes pass the CSRF check) and JSON bodies. The ownership suites
// compare what two such users may read, change and delete.
import type { SignedUpUser } from './sign-up';

export interface UserAnswer {
  status: number;
  // Answers are checked field by field in the tests; their shapes are the contracts' business.
  body: any;
}

export type AsUser = (user: SignedUpUser, method: string, url: string, body?: unknown) => Promise<UserAnswer>;

/** `as(user, method, url, body?)` against the gateway at `gatewayUrl`. */
export function asUserAt(gatewayUrl: string): AsUser {
  return async (user, method, url, body) => {
    const res = await fetch(`${gatewayUrl}${url}`, {
      method,
      headers: {
        cookie: user.cookie,
        origin: gatewayUrl,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };
}

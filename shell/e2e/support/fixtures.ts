// `signedIn`: a fresh account, registered and signed in through the API before the test opens a page,
// for the tests whose subject is the signed-in shell rather than the sign-in area. Under the team
// model (issue 25) the owner approves it as an admin and its session is stepped up; a spec changes
// that with `test.use({ signedInRole: 'viewer', signedInStepUp: false })`.
import { test as base } from '@playwright/test';
import { newAccount, registerAndSignIn, type Account } from './accounts';
import type { Role } from './team';

export const test = base.extend<{ signedIn: Account; signedInRole: Role; signedInStepUp: boolean }>({
  signedInRole: ['admin', { option: true }],
  signedInStepUp: [true, { option: true }],
  signedIn: async ({ page, signedInRole, signedInStepUp }, use) => {
    const account = newAccount();
    await registerAndSignIn(page.request, account, { role: signedInRole, stepUp: signedInStepUp });
    await use(account);
  },
});

export { expect } from '@playwright/test';

// `signedIn`: a fresh account, registered and signed in through the API before the test opens a page,
// for the tests whose subject is the signed-in shell rather than the sign-in area.
import { test as base } from '@playwright/test';
import { newAccount, registerAndSignIn, type Account } from './accounts';

export const test = base.extend<{ signedIn: Account }>({
  signedIn: async ({ page }, use) => {
    const account = newAccount();
    await registerAndSignIn(page.request, account);
    await use(account);
  },
});

export { expect } from '@playwright/test';

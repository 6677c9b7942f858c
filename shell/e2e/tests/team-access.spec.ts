// Issue 25 acceptance, Playwright part: the team model as people meet it in the browser. The owner
// (OWNER_EMAIL, registered first by the global setup) invites an operator with a copied link; a
// stranger's sign-up waits on the pending screen until the owner approves it as a viewer in
// Settings → Team; the viewer's write buttons are disabled and say which role they need; an admin
// reveals a registrar secret through the password gate; a token made in Settings → Security works
// until it is revoked and is refused on the very next call.
import { expect, request as playwrightRequest, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { newAccount, registerAndSignIn, type Account } from '../support/accounts';
import { test } from '../support/fixtures';
import { codeFromMail, countMails, VERIFY_SUBJECT } from '../support/mailbox';
import { expectMainShell, expectToast, fillRegister } from '../support/sign-in-page';
import { ownerCredentials, originHeader } from '../support/team';

const PENDING_TEXT = 'Your account is waiting for approval by an administrator.';

/** A browser context of its own for a second person, signed out. */
async function personContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ baseURL: process.env.E2E_BASE_URL });
}

/** The owner signs in through the sign-in API into this page's context. */
async function signInOwner(page: Page): Promise<void> {
  const owner = ownerCredentials();
  const res = await page.request.post('/api/auth/login', {
    data: { email: owner.email, password: owner.password },
    headers: originHeader(),
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** The role and status the server gives the signed-in member of this page. */
async function me(page: Page): Promise<{ role: string; status: string }> {
  const res = await page.request.get('/api/auth/me');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { user: { role: string; status: string } }).user;
}

/** Register on the sign-in screen, then the e-mail code: the spec's sign-up flow. */
async function signUpInBrowser(page: Page, account: Account): Promise<void> {
  const before = countMails(account.email, VERIFY_SUBJECT);
  await fillRegister(page, account);
  await expect(page.getByRole('heading', { name: 'Email Verification' })).toBeVisible();
  await page.getByLabel('Verification Code').fill(await codeFromMail(account.email, VERIFY_SUBJECT, before));
  await page.getByRole('button', { name: 'Verify' }).click();
}

/** The password gate the UI opens on 403 step_up_required: the member's own password, then on. */
async function passGate(page: Page, password: string): Promise<void> {
  const gate = page.getByRole('dialog', { name: 'Confirm your password' });
  await expect(gate).toBeVisible();
  await gate.getByLabel('Password', { exact: true }).fill(password);
  await gate.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(gate).toHaveCount(0);
}

/** A control the role may not use: disabled, never hidden, with the tooltip naming the role. */
async function expectNeedsRole(page: Page, control: Locator, role: string): Promise<void> {
  await expect(control).toBeVisible();
  await expect(control).toBeDisabled();
  // A disabled button gets no pointer events; the tooltip trigger is what wraps it.
  await control.hover({ force: true });
  await expect(
    page
      .getByRole('tooltip')
      .filter({ hasText: `Needs the ${role} role` })
      .first(),
  ).toBeVisible();
}

async function openTeam(page: Page): Promise<void> {
  await page.goto('/settings');
  await page.getByRole('tablist', { name: 'Settings sections' }).getByRole('tab', { name: 'Team' }).click();
}

test.describe('team access', () => {
  test('the owner invites an operator: copy the link, the invitee signs up with it and is an active operator', async ({
    page,
    browser,
  }) => {
    const invitee = newAccount('inv');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInOwner(page);
    await openTeam(page);

    const invite = page.getByRole('form', { name: 'Invite member' });
    await invite.getByLabel('Email').fill(invitee.email);
    await invite.getByLabel('Role').selectOption('operator');
    await invite.getByRole('button', { name: 'Invite', exact: true }).click();
    await expectToast(page, 'Invitation created');
    const shown = page.getByLabel('Invitation link');
    await expect(shown).toHaveText(/\/auth\?invite=[\w-]{16,}$/);
    // The link under the form is the first to copy; the invitation's row offers the same link again.
    await page.getByRole('button', { name: 'Copy link' }).first().click();
    await expectToast(page, 'Link copied');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(await shown.textContent());
    const invitations = page.getByRole('table', { name: 'Invitations' });
    await expect(invitations.getByRole('row').filter({ hasText: invitee.email })).toContainText('operator');

    const other = await personContext(browser);
    try {
      const guest = await other.newPage();
      const url = new URL(link, process.env.E2E_BASE_URL);
      await guest.goto(url.pathname + url.search);
      // Sign Up opens with the invited e-mail filled in and fixed, and says the role.
      await expect(guest.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
      await expect(guest.getByText('You were invited as operator.')).toBeVisible();
      await expect(guest.getByLabel('Email')).toHaveValue(invitee.email);
      await expect(guest.getByLabel('Email')).not.toBeEditable();
      const before = countMails(invitee.email, VERIFY_SUBJECT);
      await guest.getByLabel('Login').fill(invitee.username);
      await guest.getByLabel('Password', { exact: true }).fill(invitee.password);
      await guest.getByRole('button', { name: 'Create Account' }).click();
      await expect(guest.getByRole('heading', { name: 'Email Verification' })).toBeVisible();
      await guest.getByLabel('Verification Code').fill(await codeFromMail(invitee.email, VERIFY_SUBJECT, before));
      await guest.getByRole('button', { name: 'Verify' }).click();
      await expectMainShell(guest, invitee.username);
      await expect(guest.getByText(PENDING_TEXT)).toHaveCount(0);
      expect(await me(guest)).toMatchObject({ role: 'operator', status: 'active' });
    } finally {
      await other.close();
    }
  });

  test('a stranger waits on the pending screen; the owner approves them as a viewer; the viewer sees disabled write buttons', async ({
    page,
    browser,
  }) => {
    const stranger = newAccount('str');
    const other = await personContext(browser);
    try {
      const guest = await other.newPage();
      await guest.goto('/login');
      await signUpInBrowser(guest, stranger);
      await expect(guest.getByText(PENDING_TEXT, { exact: true })).toBeVisible();
      await expect(guest.getByRole('button', { name: 'Sign Out' })).toBeVisible();
      await expect(guest.getByRole('tablist', { name: 'Main tabs' })).toHaveCount(0);
      await guest.goto('/billing');
      await expect(guest.getByText(PENDING_TEXT, { exact: true })).toBeVisible();
      const waiting = await guest.request.get('/api/domains');
      expect(waiting.status()).toBe(403);
      expect(await waiting.text()).toContain('pending_approval');

      // The owner approves the stranger as a viewer in Settings → Team.
      await signInOwner(page);
      await openTeam(page);
      const row = page.getByRole('table', { name: 'Members' }).getByRole('row').filter({ hasText: stranger.email });
      await expect(row.getByRole('cell', { name: 'pending', exact: true })).toBeVisible();
      await row.getByRole('button', { name: 'Approve', exact: true }).click();
      // The confirmation names the member and picks the role.
      const confirm = page.getByRole('dialog', { name: 'Approve member' });
      await expect(confirm).toContainText(`${stranger.username} (${stranger.email}) becomes an active member`);
      await confirm.getByLabel('Role').selectOption('viewer');
      await confirm.getByRole('button', { name: 'Approve', exact: true }).click();
      // The owner signed in without a step-up: the gate asks for the password and the approval goes on.
      await passGate(page, ownerCredentials().password);
      await expectToast(page, 'Member approved');
      await expect(confirm).toHaveCount(0);
      await expect(row.getByRole('cell', { name: 'active', exact: true })).toBeVisible();
      await expect(row.getByRole('combobox', { name: `Role of ${stranger.username}` })).toHaveValue('viewer');

      // The viewer is in on the next request; write buttons are there but disabled and say why.
      await guest.goto('/');
      await expectMainShell(guest, stranger.username);
      expect(await me(guest)).toMatchObject({ role: 'viewer', status: 'active' });
      await expectNeedsRole(guest, guest.getByRole('button', { name: 'Add Domain' }), 'operator');
      // Not the UI alone: the service refuses the viewer's write with the same words.
      const refused = await guest.request.post('/api/domains/bulk', { data: {}, headers: originHeader() });
      expect(refused.status()).toBe(403);
      expect(await refused.text()).toContain('This needs the operator role.');
    } finally {
      await other.close();
    }
  });

  test.describe('as an admin without a step-up', () => {
    test.use({ signedInRole: 'admin', signedInStepUp: false });

    test('reveals a registrar secret through the password gate and sees the full value', async ({ page, signedIn }) => {
      const tag = randomBytes(3).toString('hex');
      const name = `reveal ${tag}`;
      const secret = `pk-secret-${tag}-0123456789abcdef`;
      const created = await page.request.post('/api/accounts/porkbun', {
        data: { name, apiKey: `pk-key-${tag}-0123456789`, secretKey: secret, proxy: '127.0.0.1:3128' },
        headers: originHeader(),
      });
      expect(created.status(), await created.text()).toBeLessThan(300);

      await page.goto('/settings');
      await page.getByRole('tab', { name: 'porkbun', exact: true }).click();
      const card = page.getByRole('article', { name: new RegExp(`^${name} \\(id\\d+\\)$`) });
      const heading = (await card.getByRole('heading').textContent())!;
      // The inline edit holds the preview (first 10 characters and '...'), never the secret.
      await card.getByRole('button', { name: `Edit ${heading}` }).click();
      const secretField = card.getByLabel(/^Secret Key( \*)?$/);
      await expect(secretField).toHaveValue(`${secret.slice(0, 10)}...`);

      // Reveal asks for the password (403 step_up_required → the gate), then fills in the full value.
      await card.getByRole('button', { name: 'Reveal', exact: true }).click();
      await passGate(page, signedIn.password);
      await expect(secretField).toHaveValue(secret);
      await card.getByRole('button', { name: 'Show Secret Key' }).click();
      await expect(secretField).toHaveAttribute('type', 'text');
      await card.getByRole('button', { name: '✕ Cancel' }).click();
    });

    test('a token created in Settings → Security works; revoked, the next call gets 401', async ({ page, signedIn }) => {
      const tokenName = `e2e token ${randomBytes(3).toString('hex')}`;
      await page.goto('/security');
      const unlock = page.getByRole('form', { name: 'Unlock Security' });
      await unlock.getByLabel('Password').fill(signedIn.password);
      await unlock.getByRole('button', { name: 'Unlock' }).click();

      const form = page.getByRole('form', { name: 'Create API token' });
      await form.getByLabel('Name').fill(tokenName);
      await form.getByLabel('Scope').selectOption('read');
      await form.getByRole('button', { name: 'Create Token' }).click();
      await expect(page.getByText('Copy this token now. It will not be shown again.')).toBeVisible();
      const secret = ((await page.getByLabel('New API token').textContent()) ?? '').trim();
      expect(secret.length).toBeGreaterThan(20);
      const tokens = page.getByRole('table', { name: 'API tokens' });

      const api = await playwrightRequest.newContext({ baseURL: process.env.E2E_BASE_URL });
      try {
        const bearer = { Authorization: `Bearer ${secret}` };
        expect((await api.get('/api/domains', { headers: bearer })).status()).toBe(200);

        const row = tokens.getByRole('row').filter({ hasText: tokenName });
        await row.getByRole('button', { name: 'Revoke', exact: true }).click();
        await expect(row).toHaveCount(0);
        // The very next call, no waiting: every gateway dropped what it cached.
        expect((await api.get('/api/domains', { headers: bearer })).status()).toBe(401);
      } finally {
        await api.dispose();
      }
    });
  });
});

// The helper the other specs share stays in step with this spec's model.
test('registerAndSignIn: the owner approved the account as an admin and its session is stepped up', async ({ page }) => {
  const account = newAccount('helper');
  await registerAndSignIn(page.request, account);
  const user = (await (await page.request.get('/api/auth/me')).json()) as {
    user: { role: string; status: string; steppedUpUntil: string | null };
  };
  expect(user.user).toMatchObject({ role: 'admin', status: 'active' });
  expect(Date.parse(user.user.steppedUpUntil ?? '')).toBeGreaterThan(Date.now());
});

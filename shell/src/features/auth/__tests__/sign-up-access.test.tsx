// Issue 25 at the sign-in area: invite-only sign-up, invitation links, and a disabled account.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { errorBody, installScriptedIdentity, type ScriptedIdentity } from './helpers/scripted-identity';
import { field, renderSignIn, toastText } from './helpers/render-sign-in';

let identity: ScriptedIdentity;
afterEach(() => identity.restore());

const TOKEN = 'invite-token-0123456789abcdef';
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

describe('Sign Up and the sign-up mode', () => {
  it('invite-only without an invitation shows the notice under the Sign Up tab instead of the form', async () => {
    identity = installScriptedIdentity({ '/api/auth/signup-mode': { status: 200, body: { mode: 'invite-only' } } });
    renderSignIn();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Sign Up' }));
    expect((await screen.findByRole('note')).textContent).toBe('Sign-up needs an invitation from an administrator.');
    expect(screen.queryByRole('button', { name: 'Create Account' })).toBeNull();
  });

  it('approval mode shows the usual form', async () => {
    identity = installScriptedIdentity({ '/api/auth/signup-mode': { status: 200, body: { mode: 'approval' } } });
    renderSignIn();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Sign Up' }));
    await waitFor(() => expect(identity.requests.some((r) => r.path === '/api/auth/signup-mode')).toBe(true));
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('an invitation link opens Sign Up with the invited e-mail and sends the token with the registration', async () => {
    identity = installScriptedIdentity({
      '/api/auth/signup-mode': { status: 200, body: { mode: 'invite-only' } },
      [`/api/auth/invitations/${TOKEN}`]: {
        status: 200,
        body: { email: 'olga@example.test', role: 'operator', expiresAt: '2030-01-01T00:00:00Z' },
      },
      '/api/auth/register': { status: 201, body: { requiresEmailVerification: true, message: 'sent' } },
    });
    renderSignIn(TOKEN);
    await waitFor(() => expect(field('Email').value).toBe('olga@example.test'));
    expect(screen.getByRole('tab', { name: 'Sign Up' }).getAttribute('aria-selected')).toBe('true');
    expect(field('Email').readOnly).toBe(true);
    expect(screen.getByText('operator')).toBeTruthy();
    type('Login', 'olga');
    type('Password', 'secret-1');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await screen.findByRole('heading', { name: 'Email Verification' });
    expect(identity.requests.find((r) => r.path === '/api/auth/register')?.body).toEqual({
      username: 'olga',
      email: 'olga@example.test',
      password: 'secret-1',
      invite: TOKEN,
    });
  });

  it('a dead invitation link says so under Sign Up', async () => {
    identity = installScriptedIdentity({
      [`/api/auth/invitations/${TOKEN}`]: {
        status: 400,
        body: errorBody('invalid_invitation', 'This invitation is invalid or has expired.'),
      },
    });
    renderSignIn(TOKEN);
    expect((await screen.findByRole('note')).textContent).toBe('This invitation is invalid or has expired.');
  });
});

describe('a disabled account', () => {
  it("signing in shows the server's message", async () => {
    identity = installScriptedIdentity({
      '/api/auth/login': { status: 403, body: errorBody('account_disabled', 'This account is disabled. Ask an administrator.') },
    });
    renderSignIn();
    type('Email', 'anna@example.test');
    type('Password', 'secret-1');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() =>
      expect(toastText()).toEqual({ title: 'Ошибка входа', description: 'This account is disabled. Ask an administrator.' }),
    );
  });
});

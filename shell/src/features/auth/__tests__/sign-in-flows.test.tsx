import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { SESSION_QUERY_KEY } from '../hooks/use-session';
import { useSignInStore } from '../stores/sign-in-store';
import { errorBody, installScriptedIdentity, USER, type ScriptedIdentity } from './helpers/scripted-identity';
import { field, renderSignIn, toastText } from './helpers/render-sign-in';

let identity: ScriptedIdentity;
afterEach(() => identity.restore());

const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('Sign In tab', () => {
  it('shows "Signing in..." while the call runs, then stores the user', async () => {
    let answer!: (a: { status: number; body: unknown }) => void;
    identity = installScriptedIdentity({ '/api/auth/login': () => new Promise((r) => (answer = r)) });
    const { queryClient } = renderSignIn();
    type('Email', 'anna@example.test');
    type('Password', 'secret-1');
    click('Sign In');
    await screen.findByRole('button', { name: 'Signing in...' });
    expect((screen.getByRole('button', { name: 'Signing in...' }) as HTMLButtonElement).disabled).toBe(true);
    answer({ status: 200, body: { user: USER, message: 'Login successful' } });
    await waitFor(() => expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toEqual(USER));
    expect(identity.requests).toEqual([
      { method: 'POST', path: '/api/auth/login', body: { email: 'anna@example.test', password: 'secret-1' } },
    ]);
    // A successful sign-in forgets the password.
    expect(useSignInStore.getState().forms.login.password).toBe('');
  });

  it('a refusal shows "Ошибка входа" with the server message, or the spec default without one', async () => {
    identity = installScriptedIdentity({
      '/api/auth/login': { status: 401, body: errorBody('invalid_credentials', 'Invalid email or password') },
    });
    renderSignIn();
    type('Email', 'anna@example.test');
    type('Password', 'wrong');
    click('Sign In');
    await waitFor(() => expect(toastText()).toEqual({ title: 'Ошибка входа', description: 'Invalid email or password' }));
    identity.routes['/api/auth/login'] = { status: 500 };
    click('Sign In');
    await waitFor(() => expect(toastText()).toEqual({ title: 'Ошибка входа', description: 'Неверный email или пароль' }));
  });

  it('2FA: toast with the count, then the code goes back to login with the same e-mail and password', async () => {
    identity = installScriptedIdentity({
      '/api/auth/login': (body) =>
        (body as { twoFactorCode?: string }).twoFactorCode
          ? { status: 200, body: { user: USER, message: 'Login successful' } }
          : { status: 200, body: { requires2FA: true, sentCount: 2, message: 'sent' } },
    });
    const { queryClient } = renderSignIn();
    type('Email', 'anna@example.test');
    type('Password', 'secret-1');
    click('Sign In');
    await screen.findByText('Code sent to your Telegram accounts');
    expect(toastText()).toEqual({ title: '2FA код отправлен', description: 'Код отправлен в 2 Telegram аккаунт(ов)' });
    expect(field('2FA Code').maxLength).toBe(6);

    type('2FA Code', '  ');
    click('Verify');
    expect(toastText()).toEqual({ title: 'Ошибка', description: 'Введите 2FA код' });
    expect(identity.requests).toHaveLength(1);

    type('2FA Code', '123456');
    click('Verify');
    await waitFor(() => expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toEqual(USER));
    expect(identity.requests[1]?.body).toEqual({ email: 'anna@example.test', password: 'secret-1', twoFactorCode: '123456' });
  });
  it('an unverified e-mail at sign-in leads to Email Verification for that address (identity mailed a new code)', async () => {
    identity = installScriptedIdentity({
      '/api/auth/login': {
        status: 403,
        body: errorBody('email_not_verified', 'Email not verified. A new verification code has been sent to your email', {
          requiresEmailVerification: true,
        }),
      },
    });
    renderSignIn();
    type('Email', 'anna@example.test');
    type('Password', 'secret-1');
    click('Sign In');
    await screen.findByRole('heading', { name: 'Email Verification' });
    expect(toastText()).toEqual({
      title: 'Ошибка входа',
      description: 'Email not verified. A new verification code has been sent to your email',
    });
    expect(screen.getByText('anna@example.test')).toBeTruthy();
  });
});

describe('Sign Up and Email Verification', () => {
  it('register → verification → 2FA started there submits to verify-email and welcomes the user', async () => {
    identity = installScriptedIdentity({
      '/api/auth/register': { status: 201, body: { requiresEmailVerification: true, message: 'sent' } },
      '/api/auth/verify-email': (body) =>
        (body as { twoFactorCode?: string }).twoFactorCode
          ? { status: 200, body: { user: { ...USER, displayName: 'Анна' }, message: 'ok' } }
          : { status: 200, body: { requires2FA: true, sentAccounts: [{ username: 'a' }], message: 'sent' } },
    });
    renderSignIn();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Sign Up' }));
    type('Login', 'anna');
    type('Email', 'anna@example.test');
    type('Password', 'secret-1');
    click('Create Account');
    await screen.findByText('anna@example.test');
    expect(screen.getByRole('heading', { name: 'Email Verification' })).toBeTruthy();
    type('Verification Code', '654321');
    click('Verify');
    await screen.findByText('Code sent to your Telegram accounts');
    expect(toastText().description).toBe('Код отправлен в 1 Telegram аккаунт(ов)');
    type('2FA Code', '111222');
    click('Verify');
    await waitFor(() => expect(toastText()).toEqual({ title: 'Регистрация успешна', description: 'Добро пожаловать, Анна!' }));
    // The Sign Up tab also reads the sign-up mode (issue 25); the flow's own calls follow in order.
    const flow = identity.requests.filter((r) => r.path !== '/api/auth/signup-mode');
    expect(flow.map((r) => r.path)).toEqual(['/api/auth/register', '/api/auth/verify-email', '/api/auth/verify-email']);
    expect(flow[2]?.body).toEqual({ email: 'anna@example.test', code: '654321', twoFactorCode: '111222' });
  });

  it('a wrong e-mail code shows "Ошибка подтверждения"; Back to Registration clears everything', async () => {
    identity = installScriptedIdentity({
      '/api/auth/register': { status: 201, body: { requiresEmailVerification: true, message: 'sent' } },
      '/api/auth/verify-email': { status: 400, body: errorBody('bad_request', 'Invalid or expired verification code') },
    });
    renderSignIn();
    act(() => useSignInStore.getState().update('register', { username: 'anna', email: 'anna@example.test', password: 'secret-1' }));
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Sign Up' }));
    click('Create Account');
    await screen.findByRole('heading', { name: 'Email Verification' });
    type('Verification Code', '000000');
    click('Verify');
    await waitFor(() =>
      expect(toastText()).toEqual({ title: 'Ошибка подтверждения', description: 'Invalid or expired verification code' }),
    );
    click('Back to Registration');
    expect(screen.getByRole('tab', { name: 'Sign In' }).getAttribute('aria-selected')).toBe('true');
    expect(useSignInStore.getState().forms.register).toEqual({ username: '', email: '', password: '' });
    expect(useSignInStore.getState().forms.verification).toEqual({ email: '', code: '' });
  });
});

describe('session check', () => {
  it('401 means signed out; another failure keeps the user the page already had', async () => {
    const { fetchMe } = await import('../api/auth-api');
    identity = installScriptedIdentity({ '/api/auth/me': { status: 503 } });
    expect(await fetchMe()).toBeNull();
    expect(await fetchMe(USER)).toEqual(USER);
    identity.routes['/api/auth/me'] = { status: 401 };
    expect(await fetchMe(USER)).toBeNull();
    identity.routes['/api/auth/me'] = { status: 200, body: { user: USER } };
    expect(await fetchMe()).toEqual(USER);
  });
});

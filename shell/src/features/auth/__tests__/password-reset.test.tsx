import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useSignInStore } from '../stores/sign-in-store';
import { errorBody, installScriptedIdentity, type ScriptedIdentity } from './helpers/scripted-identity';
import { field, renderSignIn, toastText } from './helpers/render-sign-in';

let identity: ScriptedIdentity;
afterEach(() => identity.restore());

const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('Forgot Password and Reset Password', () => {
  it('checks the fields with the spec messages, sends, resets, and returns to Sign In with the e-mail', async () => {
    identity = installScriptedIdentity({
      '/api/auth/forgot-password': { status: 200, body: { message: 'sent' } },
      '/api/auth/reset-password': { status: 200, body: { message: 'Password reset successful' } },
    });
    renderSignIn();
    click('Forgot Password?');
    expect(screen.getByRole('heading', { name: 'Forgot Password' })).toBeTruthy();
    click('Send Reset Code');
    expect(toastText()).toEqual({ title: 'Error', description: 'Please enter your email address' });
    expect(identity.requests).toHaveLength(0);

    type('Email', 'anna@example.test');
    click('Send Reset Code');
    await screen.findByRole('heading', { name: 'Reset Password' });
    expect(toastText()).toEqual({ title: 'Reset code sent', description: 'Check your email for the verification code' });

    type('Verification Code', '123456');
    click('Reset Password');
    expect(toastText()).toEqual({ title: 'Error', description: 'Please enter verification code and new password' });
    expect(field('Verification Code').maxLength).toBe(6);

    type('New Password', 'new-secret');
    click('Reset Password');
    await waitFor(() =>
      expect(toastText()).toEqual({ title: 'Password reset successful', description: 'You can now sign in with your new password' }),
    );
    expect(identity.requests[1]).toEqual({
      method: 'POST',
      path: '/api/auth/reset-password',
      body: { email: 'anna@example.test', code: '123456', newPassword: 'new-secret' },
    });
    expect(screen.getByRole('tab', { name: 'Sign In' }).getAttribute('aria-selected')).toBe('true');
    expect(field('Email').value).toBe('anna@example.test');
    expect(useSignInStore.getState().forms.reset).toEqual({ code: '', newPassword: '' });
  });

  it('shows the server message on failure, with the spec fallbacks when there is none', async () => {
    identity = installScriptedIdentity({
      '/api/auth/forgot-password': { status: 502 },
      '/api/auth/reset-password': { status: 400, body: errorBody('bad_request', 'Invalid or expired verification code') },
    });
    renderSignIn();
    click('Forgot Password?');
    type('Email', 'anna@example.test');
    click('Send Reset Code');
    await waitFor(() => expect(toastText()).toEqual({ title: 'Error', description: 'Failed to send reset code' }));

    act(() => useSignInStore.getState().setMode('resetPassword'));
    await screen.findByRole('heading', { name: 'Reset Password' });
    type('Verification Code', '999999');
    type('New Password', 'new-secret');
    click('Reset Password');
    await waitFor(() => expect(toastText()).toEqual({ title: 'Error', description: 'Invalid or expired verification code' }));
    identity.routes['/api/auth/reset-password'] = { status: 503 };
    click('Reset Password');
    await waitFor(() => expect(toastText()).toEqual({ title: 'Error', description: 'Failed to reset password' }));
  });
});

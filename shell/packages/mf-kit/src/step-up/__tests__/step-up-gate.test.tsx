// The modal gate of issue 25: a call refused 403 step_up_required opens it; the password (then the
// Telegram code) goes to POST /api/auth/step-up; on success the call is sent once more; Cancel
// rejects the call with the original refusal. fetch is replaced at the boundary, as elsewhere.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { apiSend } from '../../api/api-client';
import { ApiError } from '../../api/api-error';
import { StepUpHost } from '../step-up-host';

type Answer = { status: number; body?: unknown };
const calls: { method: string; url: string; body: unknown }[] = [];
let answers: Record<string, Answer[]>;
const original = globalThis.fetch;

const REFUSAL = { error: { code: 'step_up_required', message: 'Confirm your password to continue.' } };

beforeEach(() => {
  calls.length = 0;
  globalThis.fetch = (async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const answer = answers[`${method} ${url}`]?.shift() ?? { status: 404 };
    return {
      ok: answer.status < 300,
      status: answer.status,
      statusText: String(answer.status),
      headers: { get: () => 'application/json' },
      text: async () => (answer.body === undefined ? '' : JSON.stringify(answer.body)),
    } as unknown as Response;
  }) as typeof fetch;
});
afterEach(() => (globalThis.fetch = original));

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));

describe('step-up gate', () => {
  it('opens on 403 step_up_required, takes the password and the Telegram code, then retries the call once', async () => {
    answers = {
      'POST /api/auth/tokens': [
        { status: 403, body: REFUSAL },
        { status: 201, body: { secret: 'dop_x' } },
      ],
      'POST /api/auth/step-up': [
        { status: 401, body: { error: { code: 'invalid_password', message: 'Incorrect password' } } },
        { status: 200, body: { requires2FA: true } },
        { status: 200, body: { unlockedUntil: '2030-01-01T00:00:00.000Z' } },
      ],
    };
    render(<StepUpHost />);
    let result: unknown;
    const pending = apiSend('POST', '/api/auth/tokens', { name: 'ci' }).then((r) => (result = r));
    await screen.findByRole('dialog', { name: 'Confirm your password' });

    type('Password', 'wrong');
    await click('Confirm');
    expect((await screen.findByRole('alert')).textContent).toBe('Incorrect password');

    type('Password', 'right-one');
    await click('Confirm');
    await screen.findByLabelText('2FA Code');
    type('2FA Code', '123456');
    await click('Confirm');
    await pending;

    expect(result).toEqual({ secret: 'dop_x' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /api/auth/tokens',
      'POST /api/auth/step-up',
      'POST /api/auth/step-up',
      'POST /api/auth/step-up',
      'POST /api/auth/tokens',
    ]);
    expect(calls[3]?.body).toEqual({ password: 'right-one', twoFactorCode: '123456' });
    expect(calls[4]?.body).toEqual({ name: 'ci' });
  });

  it('Cancel rejects the call with the original refusal and sends nothing more', async () => {
    answers = { 'DELETE /api/accounts/powerdns/1': [{ status: 403, body: REFUSAL }] };
    render(<StepUpHost />);
    const pending = apiSend('DELETE', '/api/accounts/powerdns/1');
    const caught = pending.catch((e: Error) => e);
    await screen.findByRole('dialog', { name: 'Confirm your password' });
    await click('Cancel');
    expect(await caught).toMatchObject({ status: 403, code: 'step_up_required', message: '403: Confirm your password to continue.' });
    expect(await caught).toBeInstanceOf(ApiError);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toHaveLength(1);
  });

  it('other 403s and pages without a gate throw at once', async () => {
    answers = {
      'POST /api/x': [
        { status: 403, body: { error: { code: 'forbidden', message: 'This needs the admin role.' } } },
        { status: 403, body: REFUSAL },
      ],
    };
    await expect(apiSend('POST', '/api/x')).rejects.toMatchObject({ code: 'forbidden', message: '403: This needs the admin role.' });
    // No StepUpHost rendered: nobody claims the request.
    await expect(apiSend('POST', '/api/x')).rejects.toMatchObject({ code: 'step_up_required' });
    expect(calls).toHaveLength(2);
  });
});

import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@dop/mf-kit';
import { useUserTimezone } from '../features/user-settings/use-user-timezone';
import { installScriptedIdentity, type ScriptedIdentity } from '../features/auth/__tests__/helpers/scripted-identity';

let server: ScriptedIdentity;
afterEach(() => server.restore());

function Probe({ signedIn }: { signedIn: boolean }) {
  return <output>{useUserTimezone(signedIn)}</output>;
}

function renderProbe(signedIn: boolean) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Probe signedIn={signedIn} />
    </QueryClientProvider>,
  );
}

describe('ShellApi time zone', () => {
  it("follows the user's setting once it is read", async () => {
    server = installScriptedIdentity({ '/api/settings': { status: 200, body: { timezone: 'UTC', useStaticIp: false } } });
    renderProbe(true);
    expect(screen.getByRole('status').textContent).toBe('local');
    await screen.findByText('UTC');
  });

  it('signed out, settings are not asked for and the browser zone is used', () => {
    server = installScriptedIdentity({});
    renderProbe(false);
    expect(screen.getByRole('status').textContent).toBe('local');
    expect(server.requests).toHaveLength(0);
  });
});

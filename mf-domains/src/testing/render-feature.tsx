// Renders one feature's component the way the Domains tab does (a query client, the member's role),
// with a ShellApi whose toasts go to the real toast store, so a test reads what a user would see.
import { render, type RenderResult } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import type { Role } from '@dop/contracts/access';
import { AccessProvider, createQueryClient, roleAllows, type ShellApi } from '@dop/mf-kit';
import { useToastStore } from '@dop/ui';

export function testShell(role: Role | null = null): ShellApi {
  const toasts = useToastStore.getState();
  return {
    user: role ? { id: 'u1', username: 'tester', role, status: 'active' } : null,
    toasts: { show: toasts.show, dismiss: toasts.dismiss },
    theme: { mode: 'light', resolved: 'light', setMode: () => undefined },
    navigate: () => undefined,
    timezone: 'UTC',
    showAllOperations: true,
    role,
    can: (least) => roleAllows(role, least),
  };
}

export function renderFeature(ui: ReactElement, role: Role | null = null): RenderResult {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <AccessProvider role={role}>{ui}</AccessProvider>
    </QueryClientProvider>,
  );
}

/** The toast on screen (one at a time, spec 1 §9), as title and description. */
export const shownToast = () => {
  const t = useToastStore.getState().toasts[0];
  return t ? { title: t.title, description: t.description, variant: t.variant ?? 'default' } : null;
};

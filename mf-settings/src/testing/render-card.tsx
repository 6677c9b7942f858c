import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { AccessProvider, createQueryClient } from '@dop/mf-kit';
import type { Role } from '@dop/contracts/access';
import { useToastStore } from '@dop/ui';
import { ApiCredentialsCard } from '../features/registrar-accounts/components/api-credentials-card';

/** Renders the card alone with the real toast store the shell hands remotes. */
export function renderCard(role: Role | null = null) {
  const toasts = { show: useToastStore.getState().show, dismiss: useToastStore.getState().dismiss };
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <AccessProvider role={role}>
        <ApiCredentialsCard toasts={toasts} />
      </AccessProvider>
    </QueryClientProvider>,
  );
}

export const lastToast = () => {
  const t = useToastStore.getState().toasts[0];
  return t ? { title: t.title, description: t.description, variant: t.variant ?? 'default' } : null;
};

export async function openTab(name: string) {
  await act(async () => fireEvent.mouseDown(screen.getByRole('tab', { name }), { button: 0 }));
}

export const click = (name: string | RegExp, scope: HTMLElement = document.body) =>
  act(async () => fireEvent.click(within(scope).getByRole('button', { name })));

export const addForm = (label: string) => screen.getByRole('form', { name: `Add ${label} Account` });

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The input labelled exactly `label` (a required field's label ends in ' *'). */
export const input = (scope: HTMLElement, label: string) =>
  within(scope).getByLabelText(new RegExp(`^${escape(label)}( \\*)?$`), { selector: 'input' }) as HTMLInputElement;

export const type = (el: HTMLInputElement, value: string) => fireEvent.change(el, { target: { value } });

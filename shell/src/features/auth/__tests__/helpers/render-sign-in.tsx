import { render, screen } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@dop/mf-kit';
import { Toaster, useToastStore } from '@dop/ui';
import { SignInArea } from '../../components/sign-in-area';
import { useSignInStore } from '../../stores/sign-in-store';

/** The sign-in area with the real query client, stores and toaster, from a clean state. */
export function renderSignIn(inviteToken: string | null = null): { queryClient: QueryClient } {
  useSignInStore.getState().reset();
  useSignInStore.getState().setInvite(null);
  useToastStore.getState().clear();
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <SignInArea inviteToken={inviteToken} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { queryClient };
}

/** The toast on screen, as title and description. */
export function toastText(): { title?: string; description?: string } {
  const t = useToastStore.getState().toasts[0];
  return { title: t?.title, description: t?.description };
}

export const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;

import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient, StepUpHost } from '@dop/mf-kit';
import { Toaster } from '@dop/ui';
import { ShellLayout } from './shell-layout';

/** The shell owns the query client, router and toasts; remotes use them as shared singletons. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <ShellLayout />
      </BrowserRouter>
      <Toaster />
      {/* Issue 25: the one Security gate any call refused with step_up_required opens (every remote's too). */}
      <StepUpHost page />
    </QueryClientProvider>
  );
}

import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@dop/mf-kit';
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
    </QueryClientProvider>
  );
}

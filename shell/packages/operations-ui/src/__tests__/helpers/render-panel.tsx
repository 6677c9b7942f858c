import { createQueryClient } from '@dop/mf-kit';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { OperationsTransportProvider, type OperationsTransport } from '../../api/api-context';

/** Renders with the shell's query defaults and the given transport. */
export function renderPanel(ui: ReactElement, transport: OperationsTransport): RenderResult & { client: QueryClient } {
  const client = createQueryClient();
  const result = render(
    <QueryClientProvider client={client}>
      <OperationsTransportProvider transport={transport}>{ui}</OperationsTransportProvider>
    </QueryClientProvider>,
  );
  return { ...result, client };
}

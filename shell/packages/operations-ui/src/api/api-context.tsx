// How the panels reach the API. By default the shell's api client (session cookie, "<status>: <body>"
// errors); a host or a test can hand in its own transport, e.g. to add a base URL.
import { apiGet, apiSend } from '@dop/mf-kit';
import { createContext, useContext, type ReactNode } from 'react';

export interface OperationsTransport {
  get<T>(url: string, signal?: AbortSignal): Promise<T>;
  post<T>(url: string, body?: unknown): Promise<T>;
}

export const defaultTransport: OperationsTransport = {
  get: (url, signal) => apiGet(url, { signal }),
  post: (url, body) => apiSend('POST', url, body),
};

const TransportContext = createContext<OperationsTransport>(defaultTransport);

export function OperationsTransportProvider({ transport, children }: { transport: OperationsTransport; children: ReactNode }) {
  return <TransportContext.Provider value={transport}>{children}</TransportContext.Provider>;
}

export const useTransport = () => useContext(TransportContext);

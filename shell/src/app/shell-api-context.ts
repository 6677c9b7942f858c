import { createContext, useContext } from 'react';
import type { ShellApi } from '@dop/mf-kit';

export const ShellApiContext = createContext<ShellApi | null>(null);

/** The ShellApi the layout built; tab pages hand it to their remote. */
export function useShellApi(): ShellApi {
  const api = useContext(ShellApiContext);
  if (!api) throw new Error('useShellApi outside ShellApiContext');
  return api;
}

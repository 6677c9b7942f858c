// A download button's state (issue 30): pending while the export is fetched, and a failure toast
// ('Export failed' with the client's "<status>: <message>") instead of a silent nothing.
import type { ShellApi } from '@dop/mf-kit';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from './download';

export interface DownloadRequest {
  url: string;
  fallbackName: string;
}

export function useDownload(shell: ShellApi, download: (url: string, name: string) => Promise<string> = downloadFile) {
  return useMutation({
    mutationFn: ({ url, fallbackName }: DownloadRequest) => download(url, fallbackName),
    onError: (err: Error) => shell.toasts.show({ title: 'Export failed', description: err.message, variant: 'destructive' }),
  });
}

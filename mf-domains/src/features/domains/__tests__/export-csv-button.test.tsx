// 'Export CSV' (issue 30): fetched with the list's For Me / For All and search, saved under the name the
// service gives; a failed export says so in a toast.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useToastStore } from '@dop/ui';
import { renderFeature, shownToast, testShell } from '../../../testing/render-feature';
import { ExportCsvButton } from '../components/export-csv-button';

const original = globalThis.fetch;
let asked: string[];
let saved: string[];

function serve(status: number, body: string) {
  asked = [];
  globalThis.fetch = (async (url: RequestInfo | URL) => {
    asked.push(String(url));
    return {
      ok: status < 300,
      status,
      statusText: String(status),
      headers: {
        get: (h: string) =>
          ({ 'content-disposition': 'attachment; filename="domains.csv"', 'content-type': status < 300 ? 'text/csv' : 'application/json' })[
            h.toLowerCase()
          ] ?? null,
      },
      text: async () => body,
      blob: async () => new Blob([body]),
    } as unknown as Response;
  }) as typeof fetch;
}

beforeEach(() => {
  useToastStore.getState().clear();
  saved = [];
  URL.createObjectURL = jest.fn(() => 'blob:1');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => {
  globalThis.fetch = original;
  jest.restoreAllMocks();
});

describe('Export CSV', () => {
  it('downloads domains.csv for the list as filtered', async () => {
    serve(200, 'name\nshop.com\n');
    renderFeature(<ExportCsvButton shell={testShell('viewer')} search=" shop " />, 'viewer');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Export CSV' })));
    await waitFor(() => expect(saved).toEqual(['domains.csv']));
    expect(asked).toEqual(['/api/domains/export.csv?showAll=true&search=shop']);
  });

  it('a failed export is a toast with the server’s message', async () => {
    serve(500, JSON.stringify({ error: { code: 'internal', message: 'list unavailable' } }));
    renderFeature(<ExportCsvButton shell={testShell('viewer')} search="" />, 'viewer');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Export CSV' })));
    await waitFor(() =>
      expect(shownToast()).toEqual({ title: 'Export failed', description: '500: list unavailable', variant: 'destructive' }),
    );
    expect(saved).toEqual([]);
  });
});

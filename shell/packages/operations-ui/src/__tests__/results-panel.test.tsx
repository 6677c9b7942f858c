import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ResultsPanel } from '../components/results-panel';
import { RESULTS_PER_PAGE_KEY } from '../lib/results-per-page';
import { page, result } from './helpers/fixtures';
import { startLoopbackApi, type LoopbackApi } from './helpers/loopback-api';
import { renderPanel } from './helpers/render-panel';

let api: LoopbackApi;

beforeEach(async () => {
  localStorage.clear();
  api = await startLoopbackApi({
    '/api/results': page([
      result('a.com', {
        namecheap: 'Success',
        namesilo: 'Moved to NS',
        dynadot: 'Pending',
        spaceship: 'Disabled',
        gandi: 'Inapplicable',
        porkbun: '',
        cloudflare: 'Inapplicable',
      }),
      result('b.com', { namecheap: 'NS update failed', timestamp: 'garbage' }),
    ]),
  });
});

afterEach(() => api.close());

const lastResultsCall = () => api.seen.filter((s) => s.startsWith('GET /api/results')).at(-1);

describe('ResultsPanel', () => {
  it('shows Domain, Tags, Time and the registrar columns with coloured badges; no CloudFlare column when all are Inapplicable', async () => {
    renderPanel(<ResultsPanel showAll timezone="UTC" />, api.transport);
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Domain', 'Tags', 'Time', 'Namecheap', 'NameSilo', 'Dynadot', 'Spaceship', 'Gandi', 'Porkbun']);
    const [, first, second] = within(table).getAllByRole('row');
    const tones = within(first)
      .getAllByText(/./, { selector: '[data-tone]' })
      .map((b) => `${b.textContent}:${b.getAttribute('data-tone')}`);
    expect(tones).toEqual([
      'Success:success',
      'Moved to NS:success',
      'Pending:warning',
      'Disabled:muted',
      'Inapplicable:neutral',
      'Failed:error',
    ]);
    expect(within(first).getByText('2333')).toBeTruthy();
    expect(within(first).getByText('01.03.2026 10:00')).toBeTruthy();
    expect(within(second).getByText('Неверное время')).toBeTruthy();
    expect(lastResultsCall()).toBe('GET /api/results?showAll=true&page=1&limit=10');
  });

  it('adds the CloudFlare column once a row has another CloudFlare status', async () => {
    api.routes['/api/results'] = page([result('a.com', { cloudflare: 'Inapplicable' }), result('c.com', { cloudflare: 'Pending' })]);
    renderPanel(<ResultsPanel showAll={false} timezone="UTC" operationType="cloudflare" />, api.transport);
    expect(await screen.findByRole('columnheader', { name: 'CloudFlare' })).toBeTruthy();
    expect(lastResultsCall()).toBe('GET /api/results?showAll=false&operationType=cloudflare&page=1&limit=10');
  });

  it('keeps results per page in storage, and resets an invalid value to 10', async () => {
    localStorage.setItem(RESULTS_PER_PAGE_KEY, '3');
    renderPanel(<ResultsPanel showAll timezone="UTC" />, api.transport);
    await screen.findByRole('table');
    expect(lastResultsCall()).toBe('GET /api/results?showAll=true&page=1&limit=3');
    const input = screen.getByLabelText('Results per page') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '7' } });
    fireEvent.blur(input);
    await waitFor(() => expect(lastResultsCall()).toBe('GET /api/results?showAll=true&page=1&limit=7'));
    expect(localStorage.getItem(RESULTS_PER_PAGE_KEY)).toBe('7');
    fireEvent.change(input, { target: { value: '25' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(input.value).toBe('10'));
    expect(localStorage.getItem(RESULTS_PER_PAGE_KEY)).toBe('10');
    await waitFor(() => expect(lastResultsCall()).toBe('GET /api/results?showAll=true&page=1&limit=10'));
  });

  it('searches from page 1 and pages through the server', async () => {
    api.routes['/api/results'] = (q: URLSearchParams) => page([result(`p${q.get('page')}.com`)], Number(q.get('page')), 3);
    renderPanel(<ResultsPanel showAll timezone="UTC" />, api.transport);
    await screen.findByText('p1.com');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('p2.com');
    expect(screen.getByText('2 / 3')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search results'), { target: { value: ' shop ' } });
    await screen.findByText('p1.com');
    expect(lastResultsCall()).toBe('GET /api/results?showAll=true&page=1&limit=10&search=shop');
  });

  it('opens the full view in a dialog', async () => {
    renderPanel(<ResultsPanel showAll timezone="UTC" />, api.transport);
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Full view' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('a.com')).toBeTruthy();
    expect(within(dialog).getByRole('table')).toBeTruthy();
  });

  it('reads a plain list answer too (spec 2 §7: "a list or {data, pagination}") and pages it here', async () => {
    api.routes['/api/results'] = Array.from({ length: 12 }, (_, i) => result(`plain-${i}.com`));
    renderPanel(<ResultsPanel showAll timezone="UTC" />, api.transport);
    await screen.findByText('plain-0.com');
    expect(screen.queryByText('plain-10.com')).toBeNull();
    expect(screen.getByText('1 / 2')).toBeTruthy();
  });

  it('polls at the given interval and shows new rows', async () => {
    renderPanel(<ResultsPanel showAll timezone="UTC" pollMs={100} />, api.transport);
    await screen.findByText('a.com');
    api.routes['/api/results'] = page([result('fresh.com')]);
    await screen.findByText('fresh.com', undefined, { timeout: 3000 });
    expect(api.seen.filter((s) => s.startsWith('GET /api/results')).length).toBeGreaterThanOrEqual(2);
  });

  it("shows the server's error", async () => {
    delete api.routes['/api/results'];
    renderPanel(<ResultsPanel showAll timezone="UTC" />, api.transport);
    expect((await screen.findByRole('alert')).textContent).toBe('404: no such route');
    await act(async () => undefined);
  });
});

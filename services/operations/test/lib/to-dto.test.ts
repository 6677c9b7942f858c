import { toOperationResult, type ResultView } from '../../src/lib/to-dto';

const row = (statuses: Record<string, string>): ResultView => ({
  _id: 'domain-records:a.com',
  operationType: 'domain-records',
  domain: 'a.com',
  userId: 'u-ann',
  teamTag: null,
  statuses,
  timestamp: new Date('2026-01-02T03:04:05Z'),
});

describe('toOperationResult (issue 31: no empty registrar status)', () => {
  it('sends registrars and CloudFlare the operation never touched as Inapplicable', () => {
    const out = toOperationResult(row({ namecheap: 'Success' }));
    expect(out).toMatchObject({
      namecheap: 'Success',
      namesilo: 'Inapplicable',
      dynadot: 'Inapplicable',
      spaceship: 'Inapplicable',
      gandi: 'Inapplicable',
      porkbun: 'Inapplicable',
      cloudflare: 'Inapplicable',
    });
  });

  it('replaces a blank status too, keeps every status a provider did report, and adds no DNS-host column', () => {
    const out = toOperationResult(row({ namesilo: '  ', porkbun: 'Failed', cloudflare: 'Moved', hurricaneElectric: 'Success' }));
    expect(out).toMatchObject({ namesilo: 'Inapplicable', porkbun: 'Failed', cloudflare: 'Moved', hurricaneElectric: 'Success' });
    expect(out).not.toHaveProperty('powerdns');
  });
});

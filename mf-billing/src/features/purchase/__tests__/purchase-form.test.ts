import { MESSAGES, parseDomains, validatePurchase, type PurchaseForm } from '../lib/purchase-form';

const form = (over: Partial<PurchaseForm> = {}): PurchaseForm => ({
  domainsText: 'a.com',
  registrar: 'namesilo',
  accountId: 3,
  quickPurchase: false,
  minDelay: '1',
  maxDelay: '2',
  maxPrice: '',
  ...over,
});

describe('purchase form', () => {
  it('splits by line, trims, lower-cases and drops empty lines and repeats', () => {
    expect(parseDomains(' A.com \r\n\n b.NET\na.com\n')).toEqual(['a.com', 'b.net']);
  });

  it('builds the spec body: domains, registrar, account, quick purchase and delays', () => {
    expect(validatePurchase(form({ domainsText: 'A.com\nb.com', maxPrice: '20' }))).toEqual({
      error: null,
      body: {
        domains: ['a.com', 'b.com'],
        registrar: 'namesilo',
        accountId: 3,
        quickPurchase: false,
        timeSettings: { minDelay: 1, maxDelay: 2 },
        maxPrice: 20,
      },
    });
    expect(validatePurchase(form({ quickPurchase: true, minDelay: '' })).body).toEqual({
      domains: ['a.com'],
      registrar: 'namesilo',
      accountId: 3,
      quickPurchase: true,
    });
  });

  it.each([
    [{ domainsText: ' \n ' }, MESSAGES.noDomains],
    [{ registrar: '' as const }, MESSAGES.noAccount],
    [{ accountId: 0 }, MESSAGES.noAccount],
    [{ minDelay: '0' }, MESSAGES.delayRange],
    [{ maxDelay: '121' }, MESSAGES.delayRange],
    [{ minDelay: '1.5' }, MESSAGES.delayRange],
    [{ minDelay: '9', maxDelay: '3' }, MESSAGES.delayOrder],
    [{ maxPrice: '-2' }, MESSAGES.priceCap],
  ])('refuses %p with its message', (over, message) => {
    expect(validatePurchase(form(over)).error).toBe(message);
  });
});

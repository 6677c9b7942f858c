import { emptyForm, resultToast, toBody, validate } from '../lib/add-form';

describe('Add New Domains form (spec 2 §5, §8)', () => {
  it('checks domains, IP and NS servers with the spec messages', () => {
    expect(validate(emptyForm())).toBe('Please enter at least one domain name');
    expect(validate({ ...emptyForm(), domains: ' \n a.com \n' })).toBe('Please enter an IP address for the A record');
    expect(validate({ ...emptyForm(), domains: 'a.com', useNsRecords: true })).toBe('Please enter NS servers');
    expect(validate({ ...emptyForm(), domains: 'a.com', ipAddress: '1.2.3.4' })).toBeNull();
  });

  it('sends trimmed lines, chosen accounts only, CloudFlare settings only when on', () => {
    const body = toBody({
      ...emptyForm(),
      domains: ' a.com\n\nb.com ',
      ipAddress: ' 1.2.3.4 ',
      accounts: { namecheap: 0, namesilo: 3, dynadot: 0 },
    });
    expect(body).toMatchObject({
      domains: ['a.com', 'b.com'],
      ipAddress: '1.2.3.4',
      accounts: { namecheap: null, namesilo: 3, dynadot: null },
      cloudflareSettings: null,
      teamTag: '2333',
    });
  });

  it('result toasts: added, already existing, errors', () => {
    expect(resultToast({ added: 2, skipped: 1, skippedDomains: ['x.com'], errors: [], jobId: 'j' }).title).toBe('Домены успешно добавлены');
    expect(resultToast({ added: 0, skipped: 1, skippedDomains: ['x.com'], errors: [], jobId: null }).title).toBe('Домены уже существуют');
    expect(resultToast({ added: 0, skipped: 0, skippedDomains: [], errors: ['boom'], jobId: null })).toMatchObject({
      title: 'Ошибки при добавлении',
      variant: 'destructive',
    });
  });
});

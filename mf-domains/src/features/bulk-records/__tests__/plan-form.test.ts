import { domainLines, emptyPlanForm, planBody, planFormProblem, recordNames } from '../lib/plan-form';

const form = (patch: Partial<ReturnType<typeof emptyPlanForm>> = {}) => ({
  ...emptyPlanForm(),
  domains: 'a.com',
  ipAddress: '203.0.113.5',
  ...patch,
});

describe('"Change A records" form (issue 30)', () => {
  it('domains one per line: trimmed, lower-cased, blank lines and repeats dropped', () => {
    expect(domainLines(' A.com \n\n\r\nb.com\na.com\n')).toEqual(['a.com', 'b.com']);
    expect(emptyPlanForm(['x.com', 'y.com']).domains).toBe('x.com\ny.com');
  });

  it('record names by spaces or commas; @ and www by default, like the DNS dialog', () => {
    expect(emptyPlanForm().names).toBe('@ www');
    expect(recordNames(' @, www  shop @')).toEqual(['@', 'www', 'shop']);
  });

  it('names the first problem in words a person reads', () => {
    expect(planFormProblem(form({ domains: ' \n ' }))).toBe('Please enter at least one domain name');
    expect(planFormProblem(form({ ipAddress: ' ' }))).toBe('Please enter an IP address for the A records');
    expect(planFormProblem(form({ ipAddress: '300.1.1.1' }))).toBe('300.1.1.1 is not an IPv4 address');
    expect(planFormProblem(form({ names: ' , ' }))).toBe('Please enter at least one record name (@ for the domain itself)');
    expect(planFormProblem(form({ names: '@ bad/name' }))).toBe(
      'bad/name is not a record name: use @ or a name relative to the domain (www)',
    );
    expect(planFormProblem(form())).toBeNull();
  });

  it('the body of POST /api/changes/plan: each name gets the IP with the default TTL', () => {
    expect(planBody(form({ domains: 'A.com\nb.com', ipAddress: ' 203.0.113.5 ' }))).toEqual({
      domains: ['a.com', 'b.com'],
      records: [
        { name: '@', content: '203.0.113.5', ttl: 3600 },
        { name: 'www', content: '203.0.113.5', ttl: 3600 },
      ],
    });
  });
});

import { draftProblem, initialDraft, nameserverDiff, previewLines, switchedText, targetNameservers } from '../lib/nameserver-preview';

const DNSOWL = ['ns1.dnsowl.com', 'ns2.dnsowl.com', 'ns3.dnsowl.com'];

describe('the name-server preview (issue 30)', () => {
  it('starts on the DNS the domain uses, with two empty Cloudflare inputs', () => {
    expect(initialDraft(false)).toEqual({ choice: 'registrar', cloudflare: ['', ''] });
    expect(initialDraft(true).choice).toBe('cloudflare');
  });

  it('the registrar choice sets its own DNS; Cloudflare sets the typed names, normalised, blanks and repeats left out', () => {
    expect(targetNameservers({ choice: 'registrar', cloudflare: ['x.com'] }, DNSOWL)).toEqual(DNSOWL);
    expect(
      targetNameservers(
        { choice: 'cloudflare', cloudflare: [' Ada.NS.Cloudflare.com. ', '', 'bob.ns.cloudflare.com', 'ada.ns.cloudflare.com'] },
        DNSOWL,
      ),
    ).toEqual(['ada.ns.cloudflare.com', 'bob.ns.cloudflare.com']);
  });

  it('Cloudflare needs two valid names; a bad one is named', () => {
    expect(draftProblem({ choice: 'registrar', cloudflare: ['', ''] })).toBeNull();
    expect(draftProblem({ choice: 'cloudflare', cloudflare: ['ada.ns.cloudflare.com', ''] })).toBe('Enter at least 2 name servers');
    expect(draftProblem({ choice: 'cloudflare', cloudflare: ['ada.ns.cloudflare.com', 'http://bob'] })).toBe(
      "'http://bob' is not a valid name server",
    );
    expect(draftProblem({ choice: 'cloudflare', cloudflare: ['ada.ns.cloudflare.com', 'bob.ns.cloudflare.com'] })).toBeNull();
  });

  it('pairs removed with added name servers, ignoring case and a trailing dot; keeps the rest', () => {
    const diff = nameserverDiff(DNSOWL, ['ada.ns.cloudflare.com', 'NS3.dnsowl.com.']);
    expect(diff).toEqual({ removed: ['ns1.dnsowl.com', 'ns2.dnsowl.com'], added: ['ada.ns.cloudflare.com'], kept: ['ns3.dnsowl.com'] });
    expect(previewLines(diff)).toEqual(['ns1.dnsowl.com → ada.ns.cloudflare.com', 'ns2.dnsowl.com → (none)']);
    expect(previewLines(nameserverDiff([], ['a.ns.cf.com']))).toEqual(['(none) → a.ns.cf.com']);
    expect(previewLines(nameserverDiff(DNSOWL, DNSOWL))).toEqual([]);
  });

  it("words spec 1 §8's success toast", () => {
    expect(switchedText('cloudflare')).toBe('Domain switched to CloudFlare nameservers successfully');
    expect(switchedText('registrar')).toBe('Domain switched to BasicDNS nameservers successfully');
  });
});

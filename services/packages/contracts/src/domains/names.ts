// Domain names and IPv4 addresses as users type them into the Add New Domains dialog. Names are
// trimmed, lower-cased and IDN-normalised (punycode) so 'Пример.рф' and 'xn--e1afmkfd.xn--p1ai' are
// the same domain; the refusal message quotes the value so a 400 names exactly which line was wrong.
import { z } from 'zod';
import { isIpv4 } from '../common/dns';

const LABELS = /^(?=.{1,253}$)(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))+$/;
/** Anything that makes a URL, an e-mail or a path rather than a bare host name. */
const NOT_A_NAME = /[\s/\\:@?#%]/;

/** The ASCII (punycode) form of a host name, or null when it is not one. */
export function normaliseDomainName(raw: string): string | null {
  const value = raw.trim().toLowerCase().replace(/\.$/, '');
  if (!value || value.length > 253 || NOT_A_NAME.test(value) || value.includes('..')) return null;
  let ascii = value;
  if (/[^ -~]/.test(value)) {
    try {
      // WHATWG URL applies UTS #46 (IDNA) in both Node and browsers; contracts import only zod.
      ascii = new URL(`http://${value}/`).hostname;
    } catch {
      return null;
    }
  }
  return LABELS.test(ascii) ? ascii : null;
}

export const DomainNameInput = z.string().transform((raw, ctx) => {
  const name = normaliseDomainName(raw);
  if (name === null) {
    ctx.addIssue({ code: 'custom', message: `'${raw.slice(0, 300)}' is not a valid domain name` });
    return z.NEVER;
  }
  return name;
});

export const Ipv4Input = z
  .string()
  .trim()
  .refine(isIpv4, { error: (issue) => `'${String(issue.input).slice(0, 100)}' is not a valid IPv4 address` });

export const TeamTag = z.string().trim().min(1).max(100);

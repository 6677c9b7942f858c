// Namecheap's XML transport (providers/namecheap.md): the global parameters on every command, POSTed as
// a form, and the envelope read case-insensitively; Status="ERROR" inside HTTP 200 is the registrar's refusal.
import { XMLParser } from 'fast-xml-parser';
import { providerError, transportError } from '../lib/errors';
import { asArray, type Transport } from './transport';
import type { Credentials } from './types';

export type XmlNode = Record<string, unknown>;
type Node = XmlNode;

// Element and attribute casing differs between documentation and live answers: everything lower-cased.
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  transformTagName: (t) => t.toLowerCase(),
  transformAttributeName: (a) => a.toLowerCase(),
  parseAttributeValue: false,
  isArray: (name) =>
    ['host', 'domain', 'error', 'domaincheckresult', 'nameserver', 'producttype', 'productcategory', 'product', 'price'].includes(name),
});

export class NamecheapClient {
  constructor(
    private readonly creds: Credentials,
    private readonly http: Transport,
  ) {}

  async command(command: string, params: Record<string, string>, idempotent = true): Promise<Node> {
    const form = new URLSearchParams({
      ApiUser: this.creds.apiUser ?? '',
      ApiKey: this.creds.apiKey ?? '',
      UserName: this.creds.username ?? '',
      ClientIp: this.creds.clientIp ?? '',
      Command: command,
      ...params,
    });
    // POST with a form body: setHosts and domains.create can be long.
    const answer = await this.http.send({
      method: 'POST',
      url: this.http.baseUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
      idempotent,
    });
    let doc: Node;
    try {
      doc = parser.parse(answer.text) as Node;
    } catch {
      throw transportError(`unexpected answer (HTTP ${answer.status})`, answer.status);
    }
    const root = doc.apiresponse as Node | undefined;
    if (!root) throw transportError(`unexpected answer (HTTP ${answer.status}): ${answer.text.slice(0, 200)}`, answer.status);
    if (String(root.status).toUpperCase() !== 'OK') {
      const errors = asArray((root.errors as Node | undefined)?.error as Array<Node | string>);
      const text = errors.map((e) => (typeof e === 'string' ? e : `${String(e['#text'] ?? '')} (${String(e.number ?? '')})`)).join('; ');
      throw providerError(text || 'Namecheap answered Status=ERROR');
    }
    return (root.commandresponse as Node) ?? {};
  }
}

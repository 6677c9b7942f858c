// BILLmanager's `out=json` shape (providers/diorhost-billing.md): scalars wrapped as {"$": value},
// doc.elem an array, a single object or absent, and doc.error {$type, msg.$} inside an HTTP 200.
import { BillmanagerError } from './billmanager-errors';

export type Row = Record<string, string>;

const unwrap = (value: unknown): string => {
  if (value && typeof value === 'object' && '$' in value) return String((value as { $: unknown }).$ ?? '');
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
};

/** The doc of an answer, or a BillmanagerError from doc.error / a body that is not the panel's JSON. */
export function docOf(text: string, contentType: string | null): Record<string, unknown> {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    const html = /html/i.test(contentType ?? '') || /^\s*</.test(text);
    throw new BillmanagerError(
      html
        ? 'the billing panel answered with an HTML page (anti-bot check or API access not allowed)'
        : 'the billing panel answered with something other than JSON',
      'transport',
    );
  }
  const doc = (body as { doc?: unknown } | null)?.doc;
  if (!doc || typeof doc !== 'object') throw new BillmanagerError('the billing panel answered without a doc', 'transport');
  const error = (doc as { error?: { $type?: unknown; msg?: unknown } }).error;
  if (error) {
    const type = String(error.$type ?? '');
    const message = unwrap(error.msg) || type || 'unknown error';
    const kind = type === 'auth' ? 'auth' : type === 'access' ? 'access' : 'provider';
    throw new BillmanagerError(kind === 'auth' ? `wrong login or password: ${message}` : message, kind);
  }
  return doc as Record<string, unknown>;
}

/** doc.elem as a list of flat rows, whatever form it came in. */
export function rowsOf(doc: Record<string, unknown>): Row[] {
  const elem = doc.elem;
  const list = Array.isArray(elem) ? elem : elem && typeof elem === 'object' ? [elem] : [];
  return list.map((e) => Object.fromEntries(Object.entries(e as Record<string, unknown>).map(([k, v]) => [k, unwrap(v)])));
}

/** The session id of a func=auth answer (doc.auth.$, some versions doc.auth.$id). */
export function sessionOf(doc: Record<string, unknown>): string {
  const auth = doc.auth as { $?: unknown; $id?: unknown } | undefined;
  const id = String(auth?.$ ?? auth?.$id ?? '');
  if (!id) throw new BillmanagerError('the billing panel gave no session id', 'transport');
  return id;
}

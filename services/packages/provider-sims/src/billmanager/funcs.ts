// The customer functions a dashboard needs (providers/diorhost-billing.md "Practical sequence"):
// subaccount (balance), vds (VPS services), clientticket (support tickets).
import { dateFromToday, type SimCustomer } from './state';

type Wrapped = Record<string, { $: string }>;
const wrap = (row: Record<string, string>): Wrapped => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, { $: v }]));

export function errorDoc(type: string, message: string, func: string) {
  return { doc: { $func: func, error: { $type: type, $object: func, msg: { $: message } } } };
}

/** Like the real panel: no `elem` for no rows, an object for one row, an array for several. */
function listDoc(func: string, rows: Wrapped[]) {
  const doc: Record<string, unknown> = { $lang: 'en', $func: func, tparams: { func: { $: func }, out: { $: 'json' } } };
  if (rows.length === 1) doc.elem = rows[0];
  else if (rows.length > 1) doc.elem = rows;
  return { doc };
}

export function answerFunc(func: string, c: SimCustomer) {
  switch (func) {
    case 'subaccount':
      if (c.subaccountDenied) return errorDoc('access', 'Access denied', func);
      return listDoc(func, [wrap({ id: '1', balance: c.balance, currency: c.currency, provider: 'DiorHost' })]);
    case 'vds':
      return listDoc(
        func,
        c.vds.map((v) =>
          wrap({
            id: v.id,
            domain: v.domain,
            ip: v.ip,
            pricelist: v.pricelist,
            cost: v.cost,
            expiredate: v.expiresInDays === null ? '' : dateFromToday(v.expiresInDays),
            autoprolong: 'off',
            item_status: String(v.itemStatus),
          }),
        ),
      );
    case 'clientticket':
      return listDoc(
        func,
        c.tickets.map((t) =>
          wrap({
            id: t.id,
            name: t.name,
            create_date: `${dateFromToday(-t.ageDays)} 10:00:00`,
            tstatus: String(t.tstatus),
            unread: t.unread ? 'on' : 'off',
          }),
        ),
      );
    default:
      return errorDoc('missed', `Function '${func}' is not available`, func);
  }
}

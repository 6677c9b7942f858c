// The pages of the simulator, carrying the same ids and attributes automation reads on dns.he.net:
// #_tlogout and #domains_table when logged in, #dns_err / #dns_status banners, edit/delete icons with
// the zone id, and `tr.dns_tr` record rows with positional cells.
import type { HeSimAccount, HeZone } from './state';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface Banners {
  err?: string;
  status?: string;
}

function banners(b: Banners): string {
  return [
    b.err ? `<div id="dns_err">${esc(b.err)}</div>` : '',
    b.status ? `<div id="dns_status" onclick="hideThis(this);">${esc(b.status)}</div>` : '',
  ].join('\n');
}

const page = (body: string) =>
  `<!DOCTYPE html><html><head><title>Hurricane Electric Free DNS Hosting</title></head><body>\n${body}\n</body></html>`;

export function loginPage(b: Banners = {}): string {
  return page(`${banners(b)}
<form name="login" method="post" action="/">
  <input type="text" name="email" /><input type="password" name="pass" />
  <input type="submit" name="submit" value="Login!" />
</form>`);
}

export function mainPage(account: HeSimAccount, b: Banners = {}): string {
  const rows = account.zones
    .map(
      (
        z,
      ) => `<tr><td><img alt="edit" title="Edit zone" src="/include/images/edit.png" name="${esc(z.name)}" onclick="javascript:document.location.href='?hosted_dns_zoneid=${z.id}&menu=edit_zone&hosted_dns_editzone'" /></td>
<td><img alt="delete" title="Delete" src="/include/images/delete.png" name="${esc(z.name)}" value="${z.id}" onclick="delete_dom(this);" /></td><td>${esc(z.name)}</td></tr>`,
    )
    .join('\n');
  return page(`<div id="account_menu"><a id="_tlogout" href="/?action=logout">Logout</a></div>
${banners(b)}
<form name="remove_domain" method="post" action="/"><input type="hidden" name="account" value="${account.hash}" /></form>
<table id="domains_table">
${rows}
</table>`);
}

export function zonePage(zone: HeZone, b: Banners = {}): string {
  const rows = zone.records
    .map((r) => {
      const cls = r.type === 'SOA' || r.type === 'NS' ? 'dns_tr_locked' : 'dns_tr';
      return `<tr class="${cls}" id="${r.id}"><td class="hidden">${zone.id}</td><td class="hidden">${r.id}</td><td width="95%" class="dname">${esc(r.name)}</td><td><span class="rrlabel ${r.type}" data="${r.type}">${r.type}</span></td><td>${r.ttl}</td><td>-</td><td data="${esc(r.content)}">${esc(r.content)}</td><td>0</td></tr>`;
    })
    .join('\n');
  return page(`<div id="account_menu"><a id="_tlogout" href="/?action=logout">Logout</a></div>
${banners(b)}
<table class="generictable"><tr><th>Zone Id</th><th>Record Id</th><th>Name</th><th>Type</th><th>TTL</th><th>Priority</th><th>Data</th><th>DDNS</th></tr>
${rows}
</table>`);
}

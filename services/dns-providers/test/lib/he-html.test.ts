import { accountHash, errorText, isLoggedIn, recordRows, statusText, zoneIds } from '../../src/lib/he/html';
import { formTtl } from '../../src/lib/he/client';

const main = `<a id="_tlogout" href="/?action=logout">Logout</a>
<input type="hidden" name="account" value="abc123" />
<table id="domains_table">
<tr><td><img alt="edit" name="example.com" onclick="javascript:document.location.href='?hosted_dns_zoneid=77&menu=edit_zone&hosted_dns_editzone'" /></td></tr>
<tr><td><img alt="delete" name="other.org" value="88" onclick="delete_dom(this);" /></td></tr>
</table>`;

// Rows inside a table, as on the site: the parser builds a browser's tree, which drops a stray <tr>.
const zone = `<div id="dns_status" onclick="hideThis(this);">Successfully added new record.</div><table>
<tr class="dns_tr_locked" id="1"><td>77</td><td>1</td><td>example.com</td><td>NS</td><td>172800</td><td>-</td><td>ns1.he.net</td><td>0</td></tr>
<tr class="dns_tr" id="5"><td>77</td><td>5</td><td>WWW.example.com</td><td><span>a</span></td><td>300</td><td>-</td><td data="203.0.113.10">203.0.113.10</td><td>0</td></tr>
<tr class="dns_tr_dynamic" id="6"><td>77</td><td>6</td><td>example.com</td><td>TXT</td><td>3600</td><td>-</td><td data="&quot;v=spf1 -all&quot;">"v=spf1..."</td><td>1</td></tr></table>`;

describe('dns.he.net page reading', () => {
  it('finds the login markers, zone ids from edit and delete icons, and the account value', () => {
    expect(isLoggedIn(main)).toBe(true);
    expect(isLoggedIn('<form name="login"><div id="dns_err">Incorrect</div></form>')).toBe(false);
    expect([...zoneIds(main)]).toEqual([
      ['example.com', '77'],
      ['other.org', '88'],
    ]);
    expect(accountHash(main)).toBe('abc123');
  });

  it('reads banners and editable record rows by position, long content from the data attribute', () => {
    expect(errorText('<div id="dns_err">You have &lt;reached&gt; it</div>')).toBe('You have <reached> it');
    expect(errorText(main)).toBeNull();
    expect(statusText(zone)).toBe('Successfully added new record.');
    expect(recordRows(zone)).toEqual([
      { id: '5', name: 'www.example.com', type: 'A', ttl: 300, content: '203.0.113.10', dynamic: false },
      { id: '6', name: 'example.com', type: 'TXT', ttl: 3600, content: '"v=spf1 -all"', dynamic: true },
    ]);
  });

  it('maps the panel TTLs onto the values the HE form offers', () => {
    expect([300, 600, 1800, 3600].map(formTtl)).toEqual([300, 900, 1800, 3600]);
  });
});

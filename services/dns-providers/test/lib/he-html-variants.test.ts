// The page reader on literal HTML, one case per spelling the simulator can print (HE_MARKUP_VARIANTS)
// and per page variant of providers/he-dns.md: whatever the spelling, the same zones, account value,
// records and banners come out, and no character reference throws.
import { accountHash, asksForToken, errorText, isLoggedIn, recordRows, statusText, zoneIds } from '../../src/lib/he/html';

const EDIT = `<img alt="edit" name="example.com" onclick="javascript:document.location.href='?hosted_dns_zoneid=77&amp;menu=edit_zone&amp;hosted_dns_editzone'">`;
const DELETE = `<img alt="delete" name="example.com" value="77" onclick="delete_dom(this);">`;
const ACCOUNT = `<input type="hidden" name="account" value="abc123">`;
const main = (icons = `${EDIT}</td><td>${DELETE}`, account = ACCOUNT, logout = '<a id="_tlogout" href="/?action=logout">Logout</a>') =>
  `<!DOCTYPE html><html><body>${logout}<form>${account}</form><table id="domains_table"><tr><td>${icons}</td><td>example.com</td></tr></table></body></html>`;

const CELLS = `<td>77</td><td>5</td><td>www.example.com</td><td><span class="rrlabel A">A</span></td><td>300</td><td>-</td><td data="203.0.113.10">203.0.113.10</td><td>0</td>`;
const LOCKED = `<tr class="dns_tr_locked" id="1"><td>77</td><td>1</td><td>example.com</td><td>NS</td><td>172800</td><td>-</td><td>ns1.he.net</td><td>0</td></tr>`;
const zone = (row = `<tr class="dns_tr" id="5">${CELLS}</tr>`) =>
  `<!DOCTYPE html><html><body><div id="dns_status">Successfully updated record.</div><table class="generictable">${LOCKED}${row}</table></body></html>`;

const A_ROW = { id: '5', name: 'www.example.com', type: 'A', ttl: 300, content: '203.0.113.10', dynamic: false };

const cases: Array<[variant: string, mainHtml: string, zoneHtml: string]> = [
  ['classic', main(), zone()],
  [
    'reordered-attributes',
    main(
      `<img onclick="javascript:document.location.href='?hosted_dns_zoneid=77&menu=edit_zone&hosted_dns_editzone'" name="example.com" alt="edit"></td><td><img onclick="delete_dom(this);" value="77" name="example.com" alt="delete">`,
      `<input value="abc123" name="account" type="hidden">`,
      '<a href="/?action=logout" id="_tlogout">Logout</a>',
    ),
    zone(`<tr id="5" class="dns_tr">${CELLS}</tr>`),
  ],
  [
    'extra-classes',
    main(),
    zone(`<tr class="dns_tr_locked odd" id="2">${CELLS.replace('>5<', '>2<')}</tr><tr class="even dns_tr odd" id="5">${CELLS}</tr>`),
  ],
  [
    'single-quotes',
    main(
      `<img alt='edit' name='example.com' onclick='javascript:document.location.href=&#39;?hosted_dns_zoneid=77&amp;menu=edit_zone&#39;'></td><td><img alt='delete' name='example.com' value='77'>`,
      `<input type='hidden' name='account' value='abc123'>`,
      `<a id='_tlogout' href='/?action=logout'>Logout</a>`,
    ),
    zone(`<tr class='dns_tr' id='5'>${CELLS.replace(`data="203.0.113.10"`, `data='203.0.113.10'`)}</tr>`),
  ],
  [
    'unquoted',
    main(
      `<img alt=edit name=example.com onclick="javascript:document.location.href='?hosted_dns_zoneid=77&menu=edit_zone'"></td><td><img alt=delete name=example.com value=77>`,
      `<input type=hidden name=account value=abc123>`,
      `<a id=_tlogout href=/?action=logout>Logout</a>`,
    ),
    zone(`<tr class=dns_tr id=5>${CELLS.replace(`data="203.0.113.10"`, 'data=203.0.113.10')}</tr>`),
  ],
  [
    'whitespace',
    main(
      `<img\n\t  alt = "delete"\n\t  name = "example.com"\n\t  value = "77"\n>`,
      `<input\n\ttype = "hidden"\n\tname = "account"\n\tvalue = "abc123"\n>`,
    ),
    zone(
      `<tr\n\t  class = "dns_tr"\n\t  id = "5"\n>\n\t<td>77</td>\n\t<td>\n\t\t5\n\t</td><td>\n\t\twww.example.com\n\t</td><td>\n  A\n</td><td> 300 </td><td>-</td><td\n data = "203.0.113.10">\n\t\t203.0.113.10\n\t</td><td>0</td>\n</tr>`,
    ),
  ],
  [
    'uppercase',
    main(
      `<IMG ALT="delete" NAME="example.com" VALUE="77">`,
      `<INPUT TYPE="hidden" NAME="account" VALUE="abc123">`,
      '<A ID="_tlogout">Logout</A>',
    ),
    zone(`<TR CLASS="dns_tr" ID="5">${CELLS.replace(/<td/g, '<TD').replace(/<\/td>/g, '</TD>')}</TR>`),
  ],
  ['omitted-end-tags', main(), zone(`<tr class="dns_tr" id="5">${CELLS.replace(/<\/td>/g, '')}`)],
  [
    'entities',
    main(
      `<img alt="delete" name="&#101;xample&period;com" value="&#x37;7"><span>&#99999999;</span>`,
      `<input type="hidden" name="account" value="abc&#x31;23">`,
    ),
    zone(
      `<tr class="dns_tr" id="5"><td>77</td><td>5</td><td>www&#46;example&#x2E;com</td><td>A</td><td>300</td><td>-&#99999999;</td><td data="203&period;0&#46;113&#x2e;10">203&#46;0.113.10</td><td>0</td></tr>`,
    ),
  ],
  ['no-logout-link', main(undefined, undefined, ''), zone()],
  ['edit-icons-only', main(EDIT), zone()],
  ['delete-icons-only', main(DELETE), zone()],
  ['content-as-text', main(), zone(`<tr class="dns_tr" id="5">${CELLS.replace(' data="203.0.113.10"', '')}</tr>`)],
  ['cut-content', main(), zone(`<tr class="dns_tr" id="5">${CELLS.replace('>203.0.113.10<', '>203.0.11...<')}</tr>`)],
];

describe('dns.he.net page reading, whatever the spelling', () => {
  it.each(cases)('%s: zone ids, account value, login marker and record rows', (_variant, mainHtml, zoneHtml) => {
    expect(isLoggedIn(mainHtml)).toBe(true);
    expect([...zoneIds(mainHtml)]).toEqual([['example.com', '77']]);
    expect(accountHash(mainHtml)).toBe('abc123');
    expect(recordRows(zoneHtml)).toEqual([A_ROW]);
    expect(statusText(zoneHtml)).toBe('Successfully updated record.');
  });
});

describe('dns.he.net page variants of providers/he-dns.md', () => {
  it('the logout element alone marks a login, whatever its tag; the login page does not', () => {
    expect(isLoggedIn('<div id="account_menu"><span id="_tlogout" onclick="logout()">Logout</span></div>')).toBe(true);
    expect(isLoggedIn('<form name="login"><input name="email"><input name="pass"></form>')).toBe(false);
  });

  it('finds the token form of a two-factor account and its messages', () => {
    const token = `<div id="dns_err">\n  The token supplied is invalid.\n</div><form><input type="text" name="tfacode"><input type="submit" value="Submit"></form>`;
    expect(isLoggedIn(token)).toBe(false);
    expect(asksForToken(token)).toBe(true);
    expect(errorText(token)).toBe('The token supplied is invalid.');
    expect(asksForToken('<div id="dns_err">Incorrect</div>')).toBe(false);
  });

  it('reads DDNS rows by class or by the DDNS cell, and skips locked rows and rows without an id', () => {
    const rows = recordRows(
      zone(
        `<tr class="dns_tr_dynamic" id="6">${CELLS.replace('>5<', '>6<')}</tr>` +
          `<tr class="dns_tr" id="7">${CELLS.replace('>5<', '>7<').replace('<td>0</td>', '<td>1</td>')}</tr>` +
          `<tr class="dns_tr">${CELLS.replace('>5<', '><')}</tr>`,
      ),
    );
    expect(rows.map((r) => [r.id, r.dynamic])).toEqual([
      ['6', true],
      ['7', true],
    ]);
  });

  it('takes the record id from its cell when the row has no id attribute', () => {
    expect(recordRows(zone(`<tr class="dns_tr">${CELLS}</tr>`))).toEqual([A_ROW]);
  });

  it('leaves zone ids of record-page delete icons out: only the zone table counts', () => {
    expect(zoneIds(`<table><tr><td>${DELETE}</td></tr></table>`).size).toBe(0);
  });

  it('decodes out-of-range and malformed references to U+FFFD or as text instead of throwing', () => {
    expect(errorText('<div id="dns_err">Bad &#99999999; and &#x110000; and &#0; here</div>')).toBe('Bad \uFFFD and \uFFFD and \uFFFD here');
    expect(errorText('<div id="dns_err">&amp &unknown; &#xZZ; &lt;b&gt;</div>')).toBe('& &unknown; &#xZZ; <b>');
    const [row] = recordRows(zone(`<tr class="dns_tr" id="5">${CELLS.replace('data="203.0.113.10"', 'data="v=&#99999999;"')}</tr>`));
    expect(row.content).toBe('v=\uFFFD');
    expect(statusText('<div id="dns_status">Done.<span>&#99999999;</span></div>')).toBe('Done.\uFFFD');
    expect(statusText('<div id="dns_status">   </div>')).toBeNull();
  });
});

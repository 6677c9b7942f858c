import { formatBalance, serverStatus, toServer, toTickets } from '../../src/lib/billmanager-map';
import { docOf, rowsOf } from '../../src/lib/billmanager-json';

describe('BILLmanager rows', () => {
  it('maps item_status onto the spec codes 0-4', () => {
    expect(['1', '2', '3', '4', '5'].map(serverStatus)).toEqual([1, 2, 3, 4, 1]);
    expect(serverStatus('9')).toBe(9);
    expect(serverStatus('')).toBe(-1);
  });

  it('keeps only the date of expiredate and names a server by its hostname', () => {
    expect(
      toServer({ id: '5', domain: 'h.example', ip: '1.2.3.4', expiredate: '2030-01-31 00:00:00', cost: '3 USD', item_status: '2' }),
    ).toEqual({
      id: '5',
      name: 'h.example',
      ip: '1.2.3.4',
      expire: '2030-01-31',
      cost: '3 USD',
      status: 2,
    });
    expect(toServer({ id: '6', pricelist: 'VPS-S', expiredate: '' }).expire).toBeNull();
  });

  it('drops closed and archived tickets and marks unread or new ones', () => {
    const tickets = toTickets([
      { id: '1', name: 'a', tstatus: '0', unread: 'off' },
      { id: '2', name: 'b', tstatus: '2', unread: 'on' },
      { id: '3', name: 'c', tstatus: '2', unread: 'off' },
      { id: '4', name: 'd', tstatus: '3', unread: 'on' },
      { id: '5', name: 'e', tstatus: '10', unread: 'off' },
    ]);
    expect(tickets.map((t) => [t.id, t.status, t.isNew])).toEqual([
      ['1', 'new', true],
      ['2', 'awaiting reply', true],
      ['3', 'awaiting reply', false],
    ]);
  });

  it('formats the balance with a trailing currency sign', () => {
    expect(formatBalance('12.5', 'USD')).toBe('12.50 $');
    expect(formatBalance('7', '')).toBe('7.00 $');
    expect(formatBalance('3,1', 'eur')).toBe('3.10 EUR');
  });

  it('reads doc.error types and rejects bodies that are not the panel JSON', () => {
    expect(() => docOf('{"doc":{"error":{"$type":"access","msg":{"$":"Access denied"}}}}', 'application/json')).toThrow('Access denied');
    expect(() => docOf('<html></html>', 'text/html')).toThrow(/HTML page/);
    expect(() => docOf('{"nodoc":1}', 'application/json')).toThrow(/without a doc/);
    expect(rowsOf({})).toEqual([]);
  });
});

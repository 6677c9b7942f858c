import { kindLabel, statusLabel, statusTone, sourceLabel, providerLabel } from '../lib/change-labels';
import { countsText, domainsText, revertBlocker, stepRevertible, valuesText, whoText } from '../lib/change-text';
import { STEP, summary } from './helpers/change-fixtures';

describe('how a change set reads (issue 30)', () => {
  it('who, counts and domains', () => {
    expect(whoText(summary())).toBe('anna');
    expect(whoText(summary({ createdBy: { userId: 'u9', userName: null } }))).toBe('u9');
    expect(whoText(summary({ createdBy: { userId: null, userName: null } }))).toBe('the system');
    expect(countsText(summary())).toBe('1 domain · 1 applied');
    expect(countsText(summary({ counts: { domains: 3, applied: 1, failed: 1, conflicts: 1 } }))).toBe(
      '3 domains · 1 applied · 1 failed · 1 conflict',
    );
    expect(domainsText(summary({ domains: ['a.com', 'b.com'], counts: { domains: 7, applied: 7, failed: 0, conflicts: 0 } }))).toBe(
      'a.com, b.com +5 more',
    );
  });

  it('labels for known codes, and a readable fallback for codes the UI does not know yet', () => {
    expect(statusLabel('partially_applied')).toBe('Partly applied');
    expect(statusLabel('awaiting_approval')).toBe('Waiting for approval');
    expect(statusLabel('rolled_back')).toBe('Rolled back');
    expect(sourceLabel('dns-dialog')).toBe('DNS dialog');
    expect(
      ['cloudflare-update', 'powerdns-update', 'he-update', 'nameserver-switch', 'bulk-add', 'inventory-fix'].map(sourceLabel),
    ).toEqual(['Cloudflare update', 'PowerDNS update', 'Hurricane Electric update', 'Name-server switch', 'Bulk add', 'Inventory fix']);
    expect(['cloudflare-add', 'cloudflare-move', 'csv-import', 'bind-import'].map(sourceLabel)).toEqual([
      'Cloudflare add',
      'Cloudflare move',
      'CSV import',
      'Zone file import',
    ]);
    expect(['a-records', 'nameservers', 'ssl-mode'].map(kindLabel)).toEqual(['A records', 'Name servers', 'SSL mode']);
    expect(providerLabel('hurricane-electric')).toBe('Hurricane Electric');
    expect([statusTone('applied'), statusTone('failed'), statusTone('conflict'), statusTone('skipped')]).toEqual([
      'success',
      'error',
      'warning',
      'muted',
    ]);
  });

  it('values as the server writes them; unread and empty said so', () => {
    expect(valuesText(STEP.old)).toEqual(['@ → 198.51.100.30 (TTL 3600)']);
    expect(valuesText({ records: [{ name: 'www', content: '192.0.2.1' }] })).toEqual(['www → 192.0.2.1']);
    expect(valuesText({ records: [] })).toEqual(['no A records']);
    expect(valuesText(null)).toEqual(['(not read)']);
    expect(valuesText({ records: [], nameservers: ['ns1.a.com', 'ns2.a.com'] }, 'nameservers')).toEqual(['ns1.a.com', 'ns2.a.com']);
    expect(valuesText({ records: [], sslMode: 'full' }, 'ssl-mode')).toEqual(['SSL mode: full']);
    expect(valuesText({ records: [], zoneExists: false })).toEqual(['no zone']);
  });

  it('what may be reverted: a settled set with something applied; a step that applied with its old values read', () => {
    expect(revertBlocker(summary())).toBeNull();
    expect(revertBlocker(summary({ status: 'applying' }))).toBe('Still being applied');
    expect(revertBlocker(summary({ status: 'failed', counts: { domains: 1, applied: 0, failed: 1, conflicts: 0 } }))).toBe(
      'Nothing was applied',
    );
    expect(stepRevertible(STEP)).toBe(true);
    expect(stepRevertible({ ...STEP, old: null })).toBe(false);
    expect(stepRevertible({ ...STEP, status: 'conflict' })).toBe(false);
  });
});

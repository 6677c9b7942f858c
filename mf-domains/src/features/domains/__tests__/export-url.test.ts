// The exports' addresses (issue 30): the CSV carries the list's For Me / For All and search as the list
// sends them; the zone file is the domain's.
import { exportCsvUrl, zoneFileName, zoneFileUrl } from '../lib/export-url';

describe('export addresses', () => {
  it('sends For Me / For All and the trimmed search, leaving an empty search out', () => {
    expect(exportCsvUrl(false, '')).toBe('/api/domains/export.csv?showAll=false');
    expect(exportCsvUrl(true, '  shop ')).toBe('/api/domains/export.csv?showAll=true&search=shop');
    expect(exportCsvUrl(true, 'a&b=c')).toBe('/api/domains/export.csv?showAll=true&search=a%26b%3Dc');
  });

  it('names the zone file for the domain', () => {
    expect(zoneFileUrl('abc123')).toBe('/api/domains/abc123/records/zone');
    expect(zoneFileName('example.com')).toBe('example.com.zone');
  });
});

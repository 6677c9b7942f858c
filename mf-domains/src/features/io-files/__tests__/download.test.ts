// The export downloads (issue 30): the file name from Content-Disposition, the blob saved through a
// temporary object URL that is freed after the click.
import { filenameOf, saveBlob } from '../lib/download';

describe('filenameOf', () => {
  it('reads the quoted, plain and UTF-8 forms', () => {
    expect(filenameOf('attachment; filename="domains.csv"', 'x')).toBe('domains.csv');
    expect(filenameOf('attachment; filename=example.com.zone', 'x')).toBe('example.com.zone');
    expect(filenameOf('attachment; filename*=UTF-8\'\'b%C3%BCcher.de.zone; filename="x.zone"', 'x')).toBe('bücher.de.zone');
  });

  it('falls back without a header, without a name, or with a path in it', () => {
    expect(filenameOf(null, 'domains.csv')).toBe('domains.csv');
    expect(filenameOf('attachment', 'domains.csv')).toBe('domains.csv');
    expect(filenameOf('attachment; filename="../etc/passwd"', 'a.zone')).toBe('a.zone');
    expect(filenameOf("attachment; filename*=UTF-8''%E0%A4%A", 'a.zone')).toBe('a.zone');
  });
});

describe('saveBlob', () => {
  const created: string[] = [];
  const revoked: string[] = [];
  beforeEach(() => {
    jest.useFakeTimers();
    URL.createObjectURL = jest.fn(() => {
      created.push(`blob:${created.length}`);
      return created[created.length - 1];
    });
    URL.revokeObjectURL = jest.fn((u: string) => void revoked.push(u));
  });
  afterEach(() => jest.useRealTimers());

  it('clicks a hidden link named for the file, removes it, and frees the URL afterwards', () => {
    const clicks: Array<{ href: string; download: string }> = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
    saveBlob(new Blob(['name\n']), 'domains.csv');
    expect(clicks).toEqual([{ href: 'blob:0', download: 'domains.csv' }]);
    expect(document.querySelectorAll('a')).toHaveLength(0);
    expect(revoked).toEqual([]);
    jest.runAllTimers();
    expect(revoked).toEqual(['blob:0']);
    click.mockRestore();
  });
});

// How the imports' notes read (issue 30): skipped records and refused lines by line number.
import { ApiError } from '@dop/mf-kit';
import { lineProblemsOf, problemText, skippedOf, skippedText } from '../lib/line-notes';

const refusal = (details: unknown) => new ApiError(400, 'bad_request', 'The zone file was not imported: line 2: …', details);

describe('import notes', () => {
  it('names a skipped record by line, type and name', () => {
    expect(skippedText({ line: 5, type: 'MX', name: 'mail' })).toBe('Line 5: MX mail — not imported');
  });

  it('names a problem by line, or alone for the file as a whole (line 0)', () => {
    expect(problemText({ line: 3, reason: '300.1.1.1 is not an IPv4 address' })).toBe('Line 3: 300.1.1.1 is not an IPv4 address');
    expect(problemText({ line: 0, reason: 'no A record in the file' })).toBe('no A record in the file');
  });

  it('reads the problems of a 400 in line order, ignoring malformed ones', () => {
    const err = refusal({
      problems: [{ line: 3, reason: 'b' }, { line: 2, reason: 'a' }, { line: 'x' }, null],
      skipped: [{ line: 5, type: 'MX', name: 'mail' }],
    });
    expect(lineProblemsOf(err)).toEqual([
      { line: 2, reason: 'a' },
      { line: 3, reason: 'b' },
    ]);
    expect(skippedOf(err)).toEqual([{ line: 5, type: 'MX', name: 'mail' }]);
  });

  it('has no line problems for other failures', () => {
    expect(lineProblemsOf(new ApiError(500, null, 'boom', { problems: [{ line: 1, reason: 'x' }] }))).toEqual([]);
    expect(lineProblemsOf(new Error('network'))).toEqual([]);
    expect(lineProblemsOf(refusal(undefined))).toEqual([]);
    expect(skippedOf(new Error('network'))).toEqual([]);
  });
});

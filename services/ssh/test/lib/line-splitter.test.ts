import { LineSplitter, MAX_LINE_CHARS } from '../../src/lib/line-splitter';

test('lines split on \\n, \\r\\n and a bare \\r, across chunks, with colours dropped and blanks skipped', () => {
  const s = new LineSplitter();
  expect(s.push('one\ntw')).toEqual(['one']);
  expect(s.push('o\r\n\n\u001b[32mthree\u001b[0m  \rprogress 50%\rprogress 100%\n')).toEqual([
    'two',
    'three',
    'progress 50%',
    'progress 100%',
  ]);
  expect(s.push('last without newline')).toEqual([]);
  expect(s.end()).toEqual(['last without newline']);
});

test('a UTF-8 character split between chunks stays whole', () => {
  const s = new LineSplitter();
  const bytes = Buffer.from('Установка\n');
  expect(s.push(bytes.subarray(0, 3))).toEqual([]);
  expect(s.push(bytes.subarray(3))).toEqual(['Установка']);
});

test('an endless line is cut into pieces of MAX_LINE_CHARS', () => {
  const s = new LineSplitter();
  const lines = s.push('x'.repeat(MAX_LINE_CHARS * 2 + 10));
  expect(lines.map((l) => l.length)).toEqual([MAX_LINE_CHARS, MAX_LINE_CHARS]);
  expect(s.end()).toEqual(['x'.repeat(10)]);
});

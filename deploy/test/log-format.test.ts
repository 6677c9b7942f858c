import { formatLogLine } from '../src/log';

describe('child log lines', () => {
  it('shortens pino JSON to level, message and extra fields', () => {
    const line = JSON.stringify({ level: 30, time: 1, pid: 9, hostname: 'h', msg: 'listening', port: 4000, reqId: 'r1' });
    expect(formatLogLine(line)).toBe('INFO  listening port=4000 reqId=r1');
  });

  it('keeps nested fields as JSON', () => {
    expect(formatLogLine(JSON.stringify({ level: 40, msg: 'slow', req: { url: '/x' } }))).toBe('WARN  slow req={"url":"/x"}');
  });

  it('passes other lines through unchanged', () => {
    for (const line of ['plain text', '{not json}', '{"level":"info","msg":"x"}', '{"level":30}']) {
      expect(formatLogLine(line)).toBe(line);
    }
  });
});

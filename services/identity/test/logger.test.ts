import { Writable } from 'node:stream';
import pino from 'pino';
import { identityLoggerOptions } from '../src/logger';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const opts = identityLoggerOptions('info') as pino.LoggerOptions;
  return { log: pino(opts, stream), lines };
}

describe('identity logger', () => {
  it('redacts secret fields at the top level and nested', () => {
    const { log, lines } = capture();
    log.info({ password: 'p-top', body: { newPassword: 'p-nested', code: '123456' }, err: { details: { token: 'dop_x' } } }, 'x');
    const text = lines.join('');
    for (const s of ['p-top', 'p-nested', '123456', 'dop_x']) expect(text).not.toContain(s);
    expect(text).toContain('[redacted]');
  });

  it('redacts the cookie and authorization headers and a logged request body', () => {
    const { log, lines } = capture();
    log.info({ req: { headers: { cookie: 'sid=abc', authorization: 'Bearer dop_y' }, body: { anything: 'here' } } }, 'req');
    const text = lines.join('');
    for (const s of ['sid=abc', 'dop_y', 'here']) expect(text).not.toContain(s);
  });

  it('masks an invitation token in a logged request URL', () => {
    const { log, lines } = capture();
    const token = 'A'.repeat(43);
    log.info({ req: { method: 'GET', url: `/api/auth/invitations/${token}?x=1` } }, 'incoming request');
    expect(JSON.parse(lines[0]).req).toEqual(expect.objectContaining({ method: 'GET', url: '/api/auth/invitations/[redacted]?x=1' }));
  });

  it('keeps ordinary fields', () => {
    const { log, lines } = capture();
    log.info({ account: 'a@b.co', subject: 'Verify your email' }, 'kept');
    expect(JSON.parse(lines[0])).toEqual(expect.objectContaining({ account: 'a@b.co', subject: 'Verify your email', service: 'identity' }));
  });
});

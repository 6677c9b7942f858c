import { Writable } from 'node:stream';
import { signedHeaders, testEnv } from '@dop/service-testing';
import { baseServiceEnv, parseEnv } from '../src/env';
import { loggerOptions } from '../src/logger';
import { buildTinyApp } from './fixtures/tiny-app';

function capture() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const line of chunk.toString().split('\n')) if (line.trim()) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, stream };
}

describe('service logs', () => {
  it('tag every request line with the gateway request id and the service name', async () => {
    const { lines, stream } = capture();
    const app = await buildTinyApp(parseEnv(baseServiceEnv, testEnv()), {
      logger: { ...(loggerOptions('tiny', 'info') as object), stream },
    });
    try {
      await app.inject({ method: 'GET', url: '/whoami', headers: { ...signedHeaders(), 'x-request-id': 'gw-log-1' } });
      const mine = lines.filter((l) => l.reqId === 'gw-log-1');
      expect(mine.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
      expect(mine.every((l) => l.service === 'tiny')).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('log a 5xx with its stack while the client sees nothing of it', async () => {
    const { lines, stream } = capture();
    const app = await buildTinyApp(parseEnv(baseServiceEnv, testEnv()), {
      logger: { ...(loggerOptions('tiny', 'info') as object), stream },
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/boom', headers: signedHeaders() });
      expect(res.body).not.toContain('hunter2');
      const failure = lines.find((l) => l.msg === 'request failed');
      expect(JSON.stringify(failure)).toContain('hunter2');
      expect(failure?.level).toBe(50);
    } finally {
      await app.close();
    }
  });
});

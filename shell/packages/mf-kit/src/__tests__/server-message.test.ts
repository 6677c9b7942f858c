/** @jest-environment node */
// The errors come from the real api client against a real loopback HTTP server, so the errors under
// test are the ones the remotes receive.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiSend } from '../api/api-client';
import { serverMessage } from '../api/server-message';

const ROUTES: Record<string, [number, string]> = {
  '/shared-error': [409, '{"error":{"code":"conflict","message":"Name already taken","details":null}}'],
  '/no-message': [400, '{"error":{"code":"bad_request"}}'],
  '/plain': [502, 'Bad Gateway'],
  '/cut': [500, '{"error":{"message":"cut'],
};

let server: Server;
let base = '';
beforeAll(async () => {
  server = createServer((req, res) => {
    const [status, text] = ROUTES[req.url ?? ''] ?? [404, ''];
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(text);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const failureOf = (path: string) =>
  apiSend('POST', `${base}${path}`, {}).then(
    () => {
      throw new Error(`${path} answered 2xx`);
    },
    (error: unknown) => error,
  );

describe('serverMessage', () => {
  it("shows the shared error body's message", async () => {
    expect(serverMessage(await failureOf('/shared-error'))).toBe('Name already taken');
  });

  it('falls back to "<status>: <registry text or status text>", never raw JSON', async () => {
    expect(serverMessage(await failureOf('/no-message'))).toBe('400: Invalid request');
    expect(serverMessage(await failureOf('/plain'))).toBe('Bad Gateway');
    expect(serverMessage(await failureOf('/cut'))).toBe('500: Internal Server Error');
  });

  it("is any other Error's message, and empty for things that are not errors", () => {
    expect(serverMessage(new Error('Internal Server Error'))).toBe('Internal Server Error');
    expect(serverMessage('boom')).toBe('');
    expect(serverMessage(undefined)).toBe('');
  });
});

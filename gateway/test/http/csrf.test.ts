// Which Origin counts as this site's own.
import type { IncomingMessage } from 'node:http';
import { isStateChanging, originMatches, siteOrigin } from '../../src/http/csrf';

const req = (headers: Record<string, string>, encrypted = false) => ({ headers, socket: { encrypted } }) as unknown as IncomingMessage;

test('the origin comes from Host, or the forwarded host and proto, or PUBLIC_ORIGIN above both', () => {
  expect(siteOrigin(req({ host: 'localhost:8080' }))).toBe('http://localhost:8080');
  expect(siteOrigin(req({ host: 'panel.example' }, true))).toBe('https://panel.example');
  expect(siteOrigin(req({ host: 'internal:8080', 'x-forwarded-host': 'panel.example, proxy', 'x-forwarded-proto': 'https' }))).toBe(
    'https://panel.example',
  );
  expect(siteOrigin(req({ host: 'internal:8080' }), 'https://Panel.Example')).toBe('https://panel.example');
  expect(siteOrigin(req({}))).toBeNull();
});

test('Origin must match exactly; missing and "null" origins are refused', () => {
  expect(originMatches(req({ host: 'a.example', origin: 'http://a.example' }))).toBe(true);
  expect(originMatches(req({ host: 'a.example', origin: 'HTTP://A.EXAMPLE' }))).toBe(true);
  expect(originMatches(req({ host: 'a.example', origin: 'http://a.example.evil' }))).toBe(false);
  expect(originMatches(req({ host: 'a.example', origin: 'https://a.example' }))).toBe(false);
  expect(originMatches(req({ host: 'a.example' }))).toBe(false);
  expect(originMatches(req({ host: 'a.example', origin: 'null' }))).toBe(false);
  expect(originMatches(req({ host: 'internal', origin: 'https://panel.example' }), 'https://panel.example')).toBe(true);
  expect(originMatches(req({ host: 'panel.example', origin: 'http://panel.example' }), 'https://panel.example')).toBe(false);
});

test('only POST, PUT, PATCH and DELETE are state-changing', () => {
  expect(['POST', 'PUT', 'PATCH', 'DELETE'].every(isStateChanging)).toBe(true);
  expect(['GET', 'HEAD', 'OPTIONS', undefined].some(isStateChanging)).toBe(false);
});

import { randomBytes } from 'node:crypto';
import { EnvError, parseEnv } from '@dop/service-kit';
import { testEnv } from '@dop/service-testing';
import { registrarsEnv } from '../src/config';

const env = (extra: Record<string, string> = {}) => testEnv({ env: { SECRETS_KEY: randomBytes(32).toString('base64'), ...extra } });

describe('registrarsEnv', () => {
  it('defaults every registrar to its production endpoint and NameSilo to 1 s spacing', () => {
    const c = parseEnv(registrarsEnv, env());
    expect(c.NAMECHEAP_API_URL).toBe('https://api.namecheap.com/xml.response');
    expect(c.NAMESILO_API_URL).toBe('https://www.namesilo.com/apibatch');
    expect(c.DYNADOT_API_URL).toBe('https://api.dynadot.com/api3.json');
    expect(c.SPACESHIP_API_URL).toBe('https://spaceship.dev/api');
    expect(c.GANDI_API_URL).toBe('https://api.gandi.net/v5');
    expect(c.PORKBUN_API_URL).toBe('https://api.porkbun.com/api/json/v3');
    expect(c.NAMESILO_MIN_INTERVAL_MS).toBe(1000);
    expect(c.REGISTRAR_GATE_LEASE_MS).toBe(15_000);
    expect(c.REGISTRAR_GATE_POLL_MS).toBe(100);
    expect(c.SPACESHIP_PRICES).toEqual({});
  });

  it('reads a Spaceship price table and names bad variables', () => {
    expect(parseEnv(registrarsEnv, env({ SPACESHIP_PRICES: '{".COM": 9.98}' })).SPACESHIP_PRICES).toEqual({ com: 9.98 });
    try {
      parseEnv(registrarsEnv, testEnv({ env: { SPACESHIP_PRICES: 'cheap', GANDI_API_URL: 'not a url' } }));
      throw new Error('expected EnvError');
    } catch (err) {
      expect(err).toBeInstanceOf(EnvError);
      const names = (err as EnvError).issues.map((i) => i.split(':')[0]).sort();
      expect(names).toEqual(['GANDI_API_URL', 'SECRETS_KEY', 'SPACESHIP_PRICES']);
    }
  });
});

// The service's env: defaults (port 22, the shipped install script) and bad values named.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { EnvError, parseEnv } from '@dop/service-kit';
import { testEnv } from '@dop/service-testing';
import { DEFAULT_INSTALL_SCRIPT, sshServiceEnv } from '../src/config';

const KEY = Buffer.alloc(32, 7).toString('base64');
const parse = (env: Record<string, string> = {}) => parseEnv(sshServiceEnv, testEnv({ env: { SECRETS_KEY: KEY, ...env } }));

test('defaults: port 22, the shipped script, five servers at once, no test login user', () => {
  const config = parse();
  expect(config).toMatchObject({ SSH_PORT: 22, SSH_INSTALL_SCRIPT: DEFAULT_INSTALL_SCRIPT, SSH_MAX_PARALLEL: 5, SSH_ALLOWED_HOSTS: [] });
  expect(config.SSH_TEST_LOGIN_USER).toBeUndefined();
  expect(parse({ SSH_ALLOWED_HOSTS: '127.0.0.1, 127.0.0.2' }).SSH_ALLOWED_HOSTS).toEqual(['127.0.0.1', '127.0.0.2']);
});

test('the shipped script is valid sh and does the real work: OS report, apt/dnf/yum update, nginx', () => {
  execFileSync('sh', ['-n', DEFAULT_INSTALL_SCRIPT]);
  const text = readFileSync(DEFAULT_INSTALL_SCRIPT, 'utf8');
  for (const part of [
    '/etc/os-release',
    'apt-get update',
    'apt-get install -y -q nginx',
    'dnf -y -q upgrade',
    'yum -y -q update',
    'systemctl enable --now nginx',
  ])
    expect(text).toContain(part);
});

test('bad values stop the process naming the variable', () => {
  const bad = (env: Record<string, string>) => {
    try {
      parse(env);
      return [];
    } catch (err) {
      return (err as EnvError).issues.map((i) => i.split(':')[0]);
    }
  };
  expect(bad({ SSH_PORT: '70000' })).toEqual(['SSH_PORT']);
  expect(bad({ SSH_ALLOWED_HOSTS: 'localhost' })).toEqual([expect.stringMatching(/^SSH_ALLOWED_HOSTS/)]);
  expect(bad({ SSH_TEST_LOGIN_USER: 'Root User' })).toEqual(['SSH_TEST_LOGIN_USER']);
  expect(bad({ SSH_MAX_PARALLEL: '0' })).toEqual(['SSH_MAX_PARALLEL']);
});

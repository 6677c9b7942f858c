import { canonicalHost, REFUSED_SPELLINGS } from '@dop/service-kit';
import { refusedTargetReason, sshTargetPolicy } from '../../src/lib/target-address';

const policy = sshTargetPolicy({ EGRESS_ALLOW: '', SSH_ALLOWED_HOSTS: [] });
const reason = (ip: string) => refusedTargetReason(ip, 22, policy);

test('refuses loopback, link-local, metadata, "this network", multicast and reserved targets', () => {
  expect(reason('169.254.169.254')).toBe(
    '169.254.169.254 is the cloud metadata address; an administrator can allow it with EGRESS_ALLOW or SSH_ALLOWED_HOSTS',
  );
  expect(reason('169.254.1.1')).toContain('link-local');
  expect(reason('100.100.100.200')).toContain('metadata');
  expect(reason('168.63.129.16')).toContain('metadata');
  expect(reason('127.0.0.1')).toContain('loopback');
  expect(reason('0.0.0.0')).toContain('this network');
  expect(reason('239.1.2.3')).toContain('multicast');
  expect(reason('255.255.255.255')).toContain('broadcast');
});

test('every refused spelling except the private ranges is refused for SSH too', () => {
  for (const [spelling, kind] of REFUSED_SPELLINGS) {
    const ip = canonicalHost(spelling)!.ip!;
    expect([spelling, reason(ip) !== null]).toEqual([spelling, kind !== 'private']);
  }
});

test('private networks are allowed (the team servers sit there); EGRESS_ALLOW and SSH_ALLOWED_HOSTS exempt addresses', () => {
  for (const ip of ['10.0.0.5', '172.16.3.4', '192.168.1.10', '100.64.0.1', '8.8.8.8']) expect(reason(ip)).toBeNull();
  expect(refusedTargetReason('127.0.0.1', 22, sshTargetPolicy({ EGRESS_ALLOW: '', SSH_ALLOWED_HOSTS: ['127.0.0.1'] }))).toBeNull();
  expect(refusedTargetReason('127.0.0.1', 22, sshTargetPolicy({ EGRESS_ALLOW: '127.0.0.0/8', SSH_ALLOWED_HOSTS: [] }))).toBeNull();
  expect(refusedTargetReason('127.0.0.2', 22, sshTargetPolicy({ EGRESS_ALLOW: '127.0.0.1:2222', SSH_ALLOWED_HOSTS: [] }))).toContain(
    'loopback',
  );
});

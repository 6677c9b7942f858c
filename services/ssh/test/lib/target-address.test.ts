import { refusedTargetReason } from '../../src/lib/target-address';

test('metadata, link-local, loopback, "this network", multicast and reserved addresses are refused', () => {
  expect(refusedTargetReason('169.254.169.254')).toContain('link-local');
  expect(refusedTargetReason('169.254.1.1')).toContain('link-local');
  expect(refusedTargetReason('100.100.100.200')).toContain('metadata');
  expect(refusedTargetReason('168.63.129.16')).toContain('metadata');
  expect(refusedTargetReason('127.0.0.1')).toContain('loopback');
  expect(refusedTargetReason('0.0.0.0')).toContain('this network');
  expect(refusedTargetReason('239.1.2.3')).toContain('multicast');
  expect(refusedTargetReason('255.255.255.255')).toContain('broadcast');
});

test('public and private server addresses are allowed; allow-listed loopback too', () => {
  for (const ip of ['203.0.113.10', '8.8.8.8', '10.0.0.5', '192.168.1.20', '172.16.3.4', '100.64.0.1'])
    expect(refusedTargetReason(ip)).toBeNull();
  expect(refusedTargetReason('127.0.0.1', ['127.0.0.1'])).toBeNull();
  expect(refusedTargetReason('127.0.0.2', ['127.0.0.1'])).toContain('loopback');
});

// Moved to service-kit (the gateway computes the same client address for its per-client share, issue 26);
// kept here so identity's imports stay as they were.
export { clientIp, normalizeIp, parseTrustedProxies, type TrustedProxies } from '@dop/service-kit/src/client-ip';

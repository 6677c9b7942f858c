// Lines of a product run's output that report a NATS permissions violation: nats-server's own
// ("Publish Violation", "Subscription Violation") and a client's async error ("Permissions Violation").
// Each app's NATS user may do only what the catalog says its sources do (issue 32), so such a line
// means a flow used a subject the catalog scan missed, and the run fails on it.
const VIOLATION = /Permissions Violation|Publish Violation|Subscription Violation|PERMISSIONS_VIOLATION/i;

export function natsViolations(text: string): string[] {
  return text.split('\n').filter((line) => VIOLATION.test(line));
}

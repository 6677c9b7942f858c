// Polling intervals and timing constants of spec 1 §9 and spec 2 §9, named by what they poll.
export const POLL_MS = {
  /** Spec 1: operation results. */
  results: 2_000,
  /** Spec 2: results and logs in the main view. */
  mainResultsAndLogs: 15_000,
  /** Spec 2: results and logs on the PowerDNS tab. */
  powerDnsResultsAndLogs: 5_000,
  users: 60_000,
  billing: 3_000,
  balance: 5 * 60_000,
  proxyData: 30 * 60_000,
  deploymentStatus: 5_000,
} as const;

/** Spec 2 §9: delay before reloading for a new version. */
export const VERSION_RELOAD_DELAY_MS = 2_000;

/** Spec 1 §9: a last IP is 'Recent' under 5 minutes. */
export const RECENT_MS = 300_000;

/** Spec 1 §9: how long the session check may run before its spinner shows. */
export const SESSION_CHECK_DISPLAY_TIMEOUT_MS = 500;

// @dop/contracts/billing: purchase jobs, price checks and billing results (spec 2 §2.8, §3, §5, §7).
export * from './purchase';
export * from './prices';
export * from './results';

// @dop/provider-sims: local simulators of external provider APIs (design.md §6).
export * from './telegram';

// The badges live in @dop/ui (issue 31: one status vocabulary for every tab); re-exported for the panels.
export { StatusBadge, ToneBadge } from '@dop/ui';

// The status vocabulary and colours live in @dop/ui (issue 31: one set for every tab); re-exported so
// the panels' imports stay put.
export { displayStatus, dnsResultBadge, statusTone, TONE_CLASSES, type StatusTone } from '@dop/ui';

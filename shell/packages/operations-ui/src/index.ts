// @dop/operations-ui: the operation results and logs panels (spec 2 §2.1) and the domain-operation
// inputs (team tags, CloudFlare credentials) shared by the remotes.
export { OperationsPanel, type OperationsPanelProps } from './components/operations-panel';
export { ResultsPanel, type ResultsPanelProps } from './components/results-panel';
export { ResultsTable, type ResultsTableProps } from './components/results-table';
export { OperationLogsCard, type OperationLogsCardProps } from './components/operation-logs-card';
export { OperationDomainsCard, type OperationDomainsCardProps } from './components/operation-domains-card';
export { StatusBadge, ToneBadge } from './components/status-badge';
export { OperationsTransportProvider, defaultTransport, type OperationsTransport } from './api/api-context';
export { useResults, useLogs, useOperationDomains, DEFAULT_POLL_MS } from './hooks/use-operations-queries';
export { useClearOperations } from './hooks/use-clear';
export { operationsKeys } from './hooks/query-keys';
export { CLEAR_URLS, type ClearTarget } from './api/urls';
export { statusTone, displayStatus, dnsResultBadge, TONE_CLASSES, type StatusTone } from './lib/status-tone';
export { formatTime, formatResultTime, parseTime, INVALID_TIME, NO_TIME } from './lib/format-time';
export { resultRows } from './lib/result-rows';
export { groupStatus, type GroupStatus } from './lib/group-status';
export { RESULTS_PER_PAGE_KEY } from './lib/results-per-page';
export { CloudflareCredentialInputs, type CloudflareCredentialInputsProps } from './components/cloudflare-credential-inputs';
export { TEAM_TAGS } from './lib/team-tags';

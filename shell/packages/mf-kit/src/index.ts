// Everything a front end needs at run time except mountStandalone, which pulls in react-dom/client
// and is imported from '@dop/mf-kit/src/standalone/mount-standalone' by bootstraps only.
export { apiGet, apiRequest, apiSend, throwIfNotOk, type ApiReadOptions, type On401 } from './api/api-client';
export { serverMessage } from './api/server-message';
export { ApiError, apiErrorOf, isApiError } from './api/api-error';
export { accessFor, AccessProvider, ShellAccessProvider, useAccess, type Access } from './access/access-context';
export { roleAllows, routeRole, type RouteKey } from './access/route-role';
export { NeedsRole, RoleButton, useMissingRole, type RoleButtonProps, type RoleRequirement } from './access/role-button';
export { requestStepUp, listenForStepUp, STEP_UP_EVENT } from './step-up/step-up-request';
export { StepUpHost } from './step-up/step-up-host';
export { StepUpDialog, STEP_UP_TITLE } from './step-up/step-up-dialog';
export { StepUpFields } from './step-up/step-up-fields';
export { useStepUpFlow, type StepUpFlow, type StepUpStage } from './step-up/use-step-up-flow';
export { postStepUp, STEP_UP_URL } from './step-up/step-up-api';
export { createQueryClient, queryDefaults, GC_TIME_MS } from './query/query-client';
export { POLL_MS, RECENT_MS, SESSION_CHECK_DISPLAY_TIMEOUT_MS, VERSION_RELOAD_DELAY_MS } from './query/polling';
export {
  greetingName,
  type RemoteApp,
  type RemoteAppProps,
  type ShellApi,
  type ShellUser,
  type TimeZoneChoice,
} from './shell-api/shell-api';
export { useScopeStore, SCOPE_STORAGE_KEY } from './shell-api/scope-store';
export { useShellApiValue, type ShellApiInputs } from './shell-api/use-shell-api-value';
export { RemoteBoundary, remoteErrorTitle, type RemoteBoundaryProps } from './remote/remote-boundary';
export { ErrorBoundary } from './remote/error-boundary';
export { containerName, REMOTE_NAMES, type RemoteName } from './remote/container-name';

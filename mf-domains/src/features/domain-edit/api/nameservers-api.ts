// The edit dialog's name-server calls (issue 30): what the registrar holds now, and the switch (spec 1
// §7), which answers 200 with the registrar's outcome or 202 when a second admin must approve it.
import type { ChangeHeldReply, CurrentNameserversReply } from '@dop/contracts/changes';
import type { OperationOutcome, SwitchNameserversBody } from '@dop/contracts/domains';
import { apiGet, apiSend } from '@dop/mf-kit';

/** Under the Domains tab's ['domains'] prefix, so any refresh of the domains also rereads the registrar. */
export const nameserversKey = (domainId: string) => ['domains', 'nameservers', domainId] as const;

export const fetchCurrentNameservers = (domainId: string, signal?: AbortSignal) =>
  apiGet<CurrentNameserversReply>(`/api/domains/${domainId}/nameservers/current`, { signal });

export const switchNameservers = (domainId: string, body: SwitchNameserversBody) =>
  apiSend<OperationOutcome | ChangeHeldReply>('POST', `/api/domains/${domainId}/switch-nameservers`, body);

// The dry run's calls (issue 30): plan A records for many domains (202, planned in the background and
// read with GET /api/changes/:id), then apply the plan.
import type { ApplyChangeBody, ChangeSummary, PlanRecordsBody } from '@dop/contracts/changes';
import { apiSend } from '@dop/mf-kit';

export const planRecords = (body: PlanRecordsBody) => apiSend<ChangeSummary>('POST', '/api/changes/plan', body);

/**
 * 202 applying, or awaiting_approval over the team's threshold; 409 with details {confirmDomains} when
 * the team has a single admin and the author must type the domain count.
 */
export const applyPlan = (id: string, body: ApplyChangeBody = {}) => apiSend<ChangeSummary>('POST', `/api/changes/${id}/apply`, body);

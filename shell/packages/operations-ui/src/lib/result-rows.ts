// Spec 2 §7: GET /api/results answers "a list or {data, pagination{currentPage,totalPages,total}}".
// Both forms become the page's rows and the page count; a plain list is paged here.
import type { OperationResult, ResultsReply } from '@dop/contracts/ops';

export function resultRows(
  reply: ResultsReply | undefined | null,
  perPage: number,
  page = 1,
): { rows: OperationResult[]; totalPages: number } {
  if (!reply) return { rows: [], totalPages: 0 };
  if (Array.isArray(reply)) {
    const totalPages = Math.ceil(reply.length / perPage);
    return { rows: reply.slice((page - 1) * perPage, page * perPage), totalPages };
  }
  return { rows: reply.data ?? [], totalPages: reply.pagination?.totalPages ?? 0 };
}

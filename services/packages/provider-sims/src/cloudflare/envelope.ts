// The v4 response envelope: success, errors, messages, result and (list calls) result_info.
export interface CfAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export const ok = (result: unknown, status = 200): CfAnswer => ({ status, body: { success: true, errors: [], messages: [], result } });

export function list<T>(items: T[], query: Record<string, string | undefined>, perPageDefault: number, perPageMax: number): CfAnswer {
  const perPage = Math.min(Math.max(1, Number(query.per_page) || perPageDefault), perPageMax);
  const page = Math.max(1, Number(query.page) || 1);
  const slice = items.slice((page - 1) * perPage, page * perPage);
  return {
    status: 200,
    body: {
      success: true,
      errors: [],
      messages: [],
      result: slice,
      result_info: {
        page,
        per_page: perPage,
        count: slice.length,
        total_count: items.length,
        total_pages: Math.ceil(items.length / perPage),
      },
    },
  };
}

export const fail = (status: number, code: number, message: string, extra: Record<string, string> = {}): CfAnswer => ({
  status,
  headers: extra,
  body: { success: false, errors: [{ code, message }], messages: [], result: null },
});

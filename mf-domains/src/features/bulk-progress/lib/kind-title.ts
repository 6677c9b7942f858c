import type { BulkJobDto } from '@dop/contracts/domains';

export const KIND_TITLE: Record<BulkJobDto['kind'], string> = { add: 'Bulk add', delete: 'Bulk delete', tags: 'Bulk tag update' };

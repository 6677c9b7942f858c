// @dop/contracts/dns-providers: Hurricane Electric, PowerDNS and proxy monitoring HTTP DTOs.
import { z } from 'zod';

export * from './he';
export * from './powerdns';

/** Answer of the account DELETE routes. */
export const DeleteReply = z.object({ success: z.literal(true), id: z.string() });
export type DeleteReply = z.infer<typeof DeleteReply>;

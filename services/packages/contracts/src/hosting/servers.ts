// VPS servers and support tickets of an account (spec 2 §3 "Server", "Ticket"; §4.2 status codes).
import { z } from 'zod';

/** Spec 2 §4.2: 0 stopped, 1 in progress, 2 active, 3 suspended, 4 deleted; other values unknown. */
export const SERVER_STATUS_NAMES: Readonly<Record<number, string>> = {
  0: 'stopped',
  1: 'in progress',
  2: 'active',
  3: 'suspended',
  4: 'deleted',
};
export const SERVER_ACTIVE = 2;
/** Spec 2 §4.2 / §9: a server expiring within this many days needs attention. */
export const EXPIRY_WARNING_DAYS = 7;

export const Server = z.object({
  id: z.string(),
  name: z.string(),
  ip: z.string(),
  /** YYYY-MM-DD, or null when the provider gives none. */
  expire: z.string().nullable(),
  cost: z.string(),
  status: z.number().int(),
});
export type Server = z.infer<typeof Server>;

export const ServersResponse = z.object({ servers: z.array(Server), lastSync: z.string().nullable() });
export type ServersResponse = z.infer<typeof ServersResponse>;

export const Ticket = z.object({
  id: z.string(),
  subject: z.string(),
  date: z.string(),
  status: z.string(),
  isNew: z.boolean(),
});
export type Ticket = z.infer<typeof Ticket>;

export const TicketsResponse = z.object({
  tickets: z.array(Ticket),
  summary: z.object({ total: z.number().int().min(0), new: z.number().int().min(0) }),
});
export type TicketsResponse = z.infer<typeof TicketsResponse>;

// Events of team access control (issue 25) for subscribers: a member's role or status changed, a
// pending account was removed. Sign-ins, reveals and token use stay in the audit log (GET /api/audit).
import { z } from 'zod';
import { MemberStatus, Role } from '../access/roles';
import { domainEvent } from './envelope';

const Member = { userId: z.string(), username: z.string() };
const Standing = z.object({ role: Role, status: MemberStatus });

export const MemberChanged = domainEvent(1, { ...Member, old: Standing, new: Standing });
export type MemberChanged = z.infer<typeof MemberChanged>;

export const MemberRemoved = domainEvent(1, Member);
export type MemberRemoved = z.infer<typeof MemberRemoved>;

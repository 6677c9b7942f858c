// GET /api/users: attribution only (spec 2 §3 User) — never e-mails or hashes of other users.
import { z } from 'zod';

export const UserSummary = z.object({ id: z.string(), username: z.string(), displayName: z.string().nullable() });
export type UserSummary = z.infer<typeof UserSummary>;

export const UsersReply = z.array(UserSummary);
export type UsersReply = z.infer<typeof UsersReply>;

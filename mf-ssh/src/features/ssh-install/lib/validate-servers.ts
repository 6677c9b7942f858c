// Spec 2 §5 SSH: every server needs an IP and a password; the username is always root (§9).
import type { BackgroundInstallBody } from '@dop/contracts/ssh';

export const FILL_ALL_FIELDS = 'Заполните все поля IP и пароля';
export const SSH_USERNAME = 'root';

export interface ServerRow {
  id: string;
  ip: string;
  password: string;
}

/** The request body, or the message to show when a field is empty. */
export function toInstallBody(rows: ServerRow[]): { body: BackgroundInstallBody } | { error: string } {
  if (rows.length === 0 || rows.some((r) => !r.ip.trim() || !r.password)) return { error: FILL_ALL_FIELDS };
  return { body: { servers: rows.map((r) => ({ host: r.ip.trim(), username: SSH_USERNAME, password: r.password })) } };
}

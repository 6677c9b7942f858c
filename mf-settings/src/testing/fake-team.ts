// A stand-in for identity's /api/team, /api/audit and /api/auth/tokens as global fetch, for jsdom
// tests: keeps members, invitations and tokens in memory and records every request.
import type { AuditEntry, Invitation, TeamMember, TeamSettings } from '@dop/contracts/team';
import type { ApiTokenView } from '@dop/contracts/auth';

export interface FakeTeam {
  members: TeamMember[];
  invitations: Invitation[];
  tokens: ApiTokenView[];
  audit: AuditEntry[];
  settings: TeamSettings;
  requests: { method: string; url: string; body: unknown }[];
  restore: () => void;
}

const reply = (status: number, body?: unknown) =>
  ({
    ok: status >= 200 && status < 300,
    status,
    statusText: String(status),
    headers: { get: () => 'application/json' },
    text: async () => (body === undefined ? '' : JSON.stringify(body)),
  }) as unknown as Response;

export const member = (id: string, username: string, patch: Partial<TeamMember> = {}): TeamMember => ({
  id,
  username,
  email: `${username}@example.test`,
  role: 'viewer',
  status: 'active',
  createdAt: '2026-01-01T00:00:00.000Z',
  lastSeenAt: null,
  ...patch,
});

export function installFakeTeam(seed: Partial<Pick<FakeTeam, 'members' | 'invitations' | 'audit' | 'tokens'>> = {}): FakeTeam {
  const original = globalThis.fetch;
  const team: FakeTeam = {
    members: seed.members ?? [],
    invitations: seed.invitations ?? [],
    tokens: seed.tokens ?? [],
    audit: seed.audit ?? [],
    settings: { expiryAlertDays: 30, changeApprovalDomains: 25, changeApprovalRatio: 0.3 },
    requests: [],
    restore: () => void (globalThis.fetch = original),
  };
  globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = (init.method ?? 'GET').toUpperCase();
    const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
    team.requests.push({ method, url, body });
    const path = url.split('?')[0]!;
    if (path === '/api/team/members') return reply(200, team.members);
    const m = /^\/api\/team\/members\/(\w+)$/.exec(path);
    if (m) {
      const i = team.members.findIndex((x) => x.id === m[1]);
      if (i < 0) return reply(404);
      if (method === 'DELETE') {
        team.members.splice(i, 1);
        return reply(200, { success: true });
      }
      team.members[i] = { ...team.members[i]!, ...(body as Partial<TeamMember>) };
      return reply(200, team.members[i]);
    }
    if (path === '/api/team/invitations' && method === 'POST') {
      const id = `inv${team.invitations.length + 1}`;
      team.invitations.push({
        id,
        email: String(body?.email),
        role: body?.role as Invitation['role'],
        invitedBy: 'owner',
        createdAt: '2026-01-02T00:00:00.000Z',
        expiresAt: '2026-01-09T00:00:00.000Z',
        usedAt: null,
      });
      return reply(201, { id, url: `/auth?invite=tok-${id}-0123456789`, expiresAt: '2026-01-09T00:00:00.000Z' });
    }
    if (path === '/api/team/invitations') return reply(200, team.invitations);
    if (path === '/api/team/settings') {
      if (method === 'PUT') team.settings = body as unknown as TeamSettings;
      return reply(200, team.settings);
    }
    if (path === '/api/audit') {
      const q = new URL(url, 'http://x').searchParams;
      const entries = team.audit.filter((e) => !q.get('action') || e.action === q.get('action'));
      return reply(200, { entries, total: entries.length, page: Number(q.get('page') ?? 1), limit: Number(q.get('limit') ?? 50) });
    }
    if (path === '/api/auth/tokens' && method === 'GET') return reply(200, { tokens: team.tokens });
    if (path === '/api/auth/tokens' && method === 'POST') {
      const token = {
        id: `t${team.tokens.length + 9}`,
        name: String(body?.name),
        prefix: 'dop_new',
        scope: body?.scope,
        createdAt: '2026-01-01T00:00:00Z',
        expiresAt: '2026-02-01T00:00:00Z',
        lastUsedAt: null,
      } as ApiTokenView;
      team.tokens.push(token);
      return reply(201, { token, secret: 'dop_new_full_secret' });
    }
    if (path === '/api/settings') return reply(200, { timezone: 'UTC', twoFactorEnabled: false });
    if (path === '/api/accounts/telegram') return reply(200, { accounts: [] });
    return reply(404);
  }) as typeof fetch;
  return team;
}

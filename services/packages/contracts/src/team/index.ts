// @dop/contracts/team: members, invitations, team settings and the audit log (issue 25).
export * from './http';
export * from './audit';
export * from './rpc';

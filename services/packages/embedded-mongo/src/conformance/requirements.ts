// runOnRequirements: a file or test runs when at least one requirement is satisfied by the server's
// own description of itself (buildInfo version, hello topology), never by a hard-coded claim.
import type { RunOnRequirement, ServerInfo } from './types';

/** Compares dotted versions numerically; missing parts count as 0 ("4.2" == "4.2.0"). */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map((p) => parseInt(p, 10) || 0);
  const pb = b.split('.').map((p) => parseInt(p, 10) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length, 3); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** Null when satisfied, else why not (one short phrase). */
function unmet(req: RunOnRequirement, server: ServerInfo): string | null {
  if (req.minServerVersion && compareVersions(server.version, req.minServerVersion) < 0) {
    return `needs server >= ${req.minServerVersion} (server is ${server.version})`;
  }
  if (req.maxServerVersion && compareVersions(server.version, req.maxServerVersion) > 0) {
    return `needs server <= ${req.maxServerVersion} (server is ${server.version})`;
  }
  if (req.topologies && !req.topologies.includes(server.topology)) {
    return `needs topology ${req.topologies.join('|')} (server is ${server.topology})`;
  }
  if (req.serverless === 'require' && !server.serverless) return 'needs serverless';
  if (req.serverless === 'forbid' && server.serverless) return 'forbids serverless';
  if (req.auth === true && !server.auth) return 'needs authentication';
  if (req.auth === false && server.auth) return 'needs no authentication';
  if (req.authMechanism) return `needs auth mechanism ${req.authMechanism}`;
  if (req.csfle === true && !server.csfle) return 'needs client-side field level encryption';
  // Not queried from the server: none of the CRUD scenarios use it, so unmet is the safe answer.
  if (req.serverParameters) return `needs server parameters ${JSON.stringify(req.serverParameters)}`;
  return null;
}

/** Null when the list is absent or one entry is satisfied; otherwise the reasons, joined. */
export function unmetRequirements(reqs: RunOnRequirement[] | undefined, server: ServerInfo): string | null {
  if (!reqs || reqs.length === 0) return null;
  const reasons: string[] = [];
  for (const req of reqs) {
    const why = unmet(req, server);
    if (why === null) return null;
    reasons.push(why);
  }
  return `runOnRequirements: ${[...new Set(reasons)].join('; or ')}`;
}

// Deployment Summary (spec 2 §2.9): the last update's outcome per domain — domain, status, message.
import type { DnsDomainResult } from '@dop/contracts/dns-providers';
import { ToneBadge } from '@dop/operations-ui';
import { Card, CardContent, CardHeader, CardTitle, TableScroll } from '@dop/ui';

export function DeploymentSummary({ results }: { results: DnsDomainResult[] }) {
  if (results.length === 0) return null;
  const ok = results.filter((r) => r.success).length;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Deployment Summary</CardTitle>
        <p className="text-sm text-muted-foreground">
          {ok} of {results.length} succeeded
        </p>
      </CardHeader>
      <CardContent>
        <TableScroll label="Deployment Summary">
          <table aria-label="Deployment Summary" className="w-full text-left text-sm">
            <thead>
              <tr>
                <th className="py-1">Domain</th>
                <th className="py-1">Status</th>
                <th className="py-1">Message</th>
              </tr>
            </thead>
            <tbody>
              {results.map((r) => (
                <tr key={r.domain} className="border-t">
                  <td className="py-1 font-medium">{r.domain}</td>
                  <td className="py-1">
                    <ToneBadge tone={r.success ? 'success' : 'error'}>{r.success ? 'Success' : 'Failed'}</ToneBadge>
                  </td>
                  <td className="py-1">{r.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </CardContent>
    </Card>
  );
}

// What must hold once every fault is over: the job finished with every domain done, each domain's
// operation line stored exactly once (plus the job's own two lines), every domain stored, every
// acknowledged write still there, and the UI's polling answering again.
import { waitFor } from '@dop/service-testing';
import type { AckedWriter, UiPoller } from '../../src/reliability/background-load';
import type { FaultReport } from '../../src/reliability/fault-report';
import type { ProductClient } from '../../src/reliability/product-client';

export interface AfterFaults {
  client: ProductClient;
  report: FaultReport;
  jobId: string;
  names: string[];
  writer: AckedWriter;
  poller: UiPoller;
}

export async function checkAfterFaults({ client, report, jobId, names, writer, poller }: AfterFaults): Promise<void> {
  const job = await waitFor(async () => ((await client.job(jobId))?.finished ? client.job(jobId) : null), {
    timeoutMs: 120_000,
    intervalMs: 500,
    what: 'the bulk job to finish',
  }).catch(async () => client.job(jobId));
  const finishedOk = report.check('the accepted bulk job finished', job?.done === names.length && job.failed === 0, JSON.stringify(job));
  if (!finishedOk) return;

  const domains = await client.call('GET', '/api/domains?limit=1');
  report.check(
    'every domain of the job is stored',
    domains.body.totalCount === names.length,
    `${domains.body.totalCount} of ${names.length}`,
  );

  // Per domain (a job writes more lines than one page holds): exactly one "processed" line and no
  // outcome line twice — an outcome stored twice would be an event handled twice. A provider call
  // repeated after a kill (its answer lost with the process) logs under the same step ids, so its
  // "Setting …" and outcome lines are kept once too; only a differing outcome would show twice.
  const linesOf = async (domain: string) => {
    const res = await client.call('GET', `/api/logs?operationType=domain-records&period=all&domain=${domain}`);
    return (res.body.logs as Array<{ message: string; jobId?: string }>).filter((l) => l.jobId === jobId).map((l) => l.message);
  };
  const wrong: string[] = [];
  let total = 0;
  await waitFor(
    async () => {
      wrong.length = 0;
      total = 0;
      for (const name of names) {
        const messages = await linesOf(name);
        total += messages.length;
        const processed = messages.filter((m) => m.startsWith(`Domain ${name} processed`)).length;
        const outcomes = messages.filter((m) => !m.startsWith('Setting '));
        if (processed !== 1 || new Set(outcomes).size !== outcomes.length) wrong.push(`${name}: ${JSON.stringify(messages)}`);
      }
      return wrong.length === 0;
    },
    { timeoutMs: 120_000, intervalMs: 2_000, what: 'every domain’s operation lines' },
  ).catch(() => undefined);
  report.check(
    'each domain’s operation events stored exactly once',
    wrong.length === 0,
    wrong.length
      ? `${wrong.length} domains wrong, e.g. ${wrong.slice(0, 3).join('; ')}`
      : `${names.length} domains, ${total} lines, each outcome once`,
  );
  const jobLines = await client.call('GET', `/api/logs?operationType=domain-records&period=all&limit=1000`);
  const finished = (jobLines.body.logs as Array<{ message: string; jobId?: string }>).filter(
    (l) => l.jobId === jobId && l.message.startsWith('Bulk add finished'),
  ).length;
  report.check('the job’s “finished” event stored exactly once', finished === 1, `${finished} line(s)`);

  const tokens = await client.call('GET', '/api/auth/tokens');
  const kept = new Set((tokens.body.tokens as Array<{ name: string }>).map((t) => t.name));
  const lost = writer.acked.filter((n) => !kept.has(n));
  report.check(
    'no acknowledged write lost',
    lost.length === 0,
    `${writer.acked.length} acknowledged, ${lost.length} lost, ${writer.refused} refused during faults`,
  );

  const before = poller.ok;
  await waitFor(() => poller.ok > before || null, { timeoutMs: 10_000, what: 'a UI poll after the faults' });
  report.check(
    'the UI’s polling works again with the same session',
    true,
    `${poller.ok} polls answered, ${poller.failed} failed during faults`,
  );
}

import type { RemoteAppProps } from '@dop/mf-kit';
import { EmptyState } from '@dop/ui';
import './app.css';

/** One remote serves two tabs (spec 2 §2.9, §2.10); the shell mounts it under either route. */
export const VIEWS = {
  'hurricane-electric': {
    title: 'Hurricane Electric',
    text: 'The DNS Update form, Hurricane Electric accounts with their domain limits, deployment summary and update results arrive with their issue. Nothing is stored yet.',
  },
  powerdns: {
    title: 'PowerDNS',
    text: 'DNS Management (zones, PowerDNS accounts, logs and results) and the Monitoring Proxy pools arrive with their issue. Nothing is stored yet.',
  },
} as const;

export type DnsView = keyof typeof VIEWS;

export function viewForPath(basePath: string): DnsView {
  return basePath.replace(/^\/+/, '').startsWith('powerdns') ? 'powerdns' : 'hurricane-electric';
}

export default function App({ basePath }: RemoteAppProps) {
  const view = viewForPath(basePath);
  const { title, text } = VIEWS[view];
  return (
    <section aria-labelledby={`mf-dns-providers-${view}-title`} className="space-y-4">
      <h1 id={`mf-dns-providers-${view}-title`} className="text-2xl font-semibold tracking-tight">
        {title}
      </h1>
      <EmptyState>{text}</EmptyState>
    </section>
  );
}

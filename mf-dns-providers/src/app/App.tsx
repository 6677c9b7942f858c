import { ShellAccessProvider, type RemoteAppProps } from '@dop/mf-kit';
import { HePage } from '../features/he/components/he-page';
import { PdnsPage } from '../features/powerdns/components/pdns-page';
import './app.css';

/** One remote serves two tabs (spec 2 §2.9, §2.10); the shell mounts it under either route. */
export const VIEWS = { 'hurricane-electric': 'Hurricane Electric', powerdns: 'PowerDNS' } as const;

export type DnsView = keyof typeof VIEWS;

export function viewForPath(basePath: string): DnsView {
  return basePath.replace(/^\/+/, '').startsWith('powerdns') ? 'powerdns' : 'hurricane-electric';
}

export default function App({ basePath, shell }: RemoteAppProps) {
  const view = viewForPath(basePath);
  return (
    <ShellAccessProvider shell={shell}>
      <section aria-labelledby={`mf-dns-providers-${view}-title`} className="space-y-4">
        <h1 id={`mf-dns-providers-${view}-title`} className="text-2xl font-semibold tracking-tight">
          {VIEWS[view]}
        </h1>
        {view === 'powerdns' ? <PdnsPage shell={shell} /> : <HePage shell={shell} />}
      </section>
    </ShellAccessProvider>
  );
}

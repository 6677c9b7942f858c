import { ShellAccessProvider, type RemoteAppProps } from '@dop/mf-kit';
import { useState } from 'react';
import { AccountsCard } from '../features/accounts/components/accounts-card';
import { useAccounts } from '../features/accounts/hooks/use-accounts';
import { ServersCard } from '../features/servers/components/servers-card';
import './app.css';

export const TAB_TITLE = 'Hosting';

/** The Hosting tab (spec 2 §2.11): DiorHost accounts and the chosen account's VPS servers, exposed as ./App. */
export default function App({ shell }: RemoteAppProps) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = useAccounts().data?.find((a) => a.id === selectedId) ?? null;
  return (
    <ShellAccessProvider shell={shell}>
      <section aria-labelledby="mf-hosting-title" className="space-y-4">
        <h1 id="mf-hosting-title" className="text-2xl font-semibold tracking-tight">
          {TAB_TITLE}
        </h1>
        <AccountsCard shell={shell} selectedId={selected?.id ?? null} onSelect={setSelectedId} />
        {selected && <ServersCard key={selected.id} shell={shell} account={selected} />}
      </section>
    </ShellAccessProvider>
  );
}

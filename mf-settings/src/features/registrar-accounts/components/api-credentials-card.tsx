import { useEffect } from 'react';
import { Card, CardContent, CardHeader, CardTitle, Tabs, TabsContent, TabsList, TabsTrigger } from '@dop/ui';
import type { ShellApi } from '@dop/mf-kit';
import { REGISTRARS } from '@dop/contracts/registrars';
import { useCredentialsPanelStore } from '../stores/credentials-panel-store';
import { RegistrarTab } from './registrar-tab';

/** Spec 1 §2: 'API Credentials', six registrar tabs, namecheap first and default. */
export function ApiCredentialsCard({ toasts }: { toasts: ShellApi['toasts'] }) {
  // The panel state is module-wide; a fresh visit starts with no form open and every secret hidden.
  useEffect(() => () => useCredentialsPanelStore.getState().reset(), []);

  return (
    <Card>
      <CardHeader>
        <CardTitle>API Credentials</CardTitle>
      </CardHeader>
      <CardContent>
        <Tabs defaultValue="namecheap">
          <TabsList aria-label="Registrars" className="flex-wrap">
            {REGISTRARS.map((r) => (
              <TabsTrigger key={r} value={r}>
                {r}
              </TabsTrigger>
            ))}
          </TabsList>
          {REGISTRARS.map((r) => (
            <TabsContent key={r} value={r}>
              <RegistrarTab registrar={r} toasts={toasts} />
            </TabsContent>
          ))}
        </Tabs>
      </CardContent>
    </Card>
  );
}

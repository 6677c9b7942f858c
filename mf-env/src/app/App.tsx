import { ShellAccessProvider, type RemoteAppProps } from '@dop/mf-kit';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@dop/ui';
import { CheckerPanel } from '../features/env-check/components/checker-panel';
import { UpdatePanel } from '../features/env-update/components/update-panel';
import './app.css';

export const TAB_TITLE = 'ENV';

/** The ENV tab (spec 2 §2.7): Update and Checker, exposed to the shell as ./App. */
export default function App({ shell }: RemoteAppProps) {
  return (
    <ShellAccessProvider shell={shell}>
      <section aria-labelledby="mf-env-title" className="space-y-4">
        <h1 id="mf-env-title" className="text-2xl font-semibold tracking-tight">
          {TAB_TITLE}
        </h1>
        <Tabs defaultValue="update">
          <TabsList aria-label="ENV sections">
            <TabsTrigger value="update">Update</TabsTrigger>
            <TabsTrigger value="checker">Checker</TabsTrigger>
          </TabsList>
          <TabsContent value="update">
            <UpdatePanel shell={shell} />
          </TabsContent>
          <TabsContent value="checker">
            <CheckerPanel shell={shell} />
          </TabsContent>
        </Tabs>
      </section>
    </ShellAccessProvider>
  );
}

import { Page } from '@web/components/layout/page';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { cn } from '@web/lib/cn';
import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { AdminOnly } from './admin-only';
import { CONSOLE_TABS, type ConsoleTabId } from './api-console';
import { Summary } from './console-summary';
import { ConsoleTabPanel } from './console-tab-panel';
import { useApiConsole } from './use-api-console';

/** A tab per server function, each marked by its last outcome, under the summary of outcomes. */
function ApiConsole() {
  const [tab, setTab] = useState<ConsoleTabId>('analyze-idea');
  const { form, runs, summary, runTest } = useApiConsole();

  return (
    <>
      <Summary summary={summary} />
      <Tabs value={tab} onValueChange={(v) => setTab(v as ConsoleTabId)}>
        <TabsList
          aria-label="Server functions"
          className="grid h-auto w-full grid-cols-3 gap-1 lg:grid-cols-9"
        >
          {CONSOLE_TABS.map((t) => {
            const last = runs[t.id];
            return (
              <TabsTrigger key={t.id} value={t.id} className="gap-1.5 px-2">
                {t.label}
                {last?.running ? (
                  <Loader2 aria-hidden="true" className="size-3 animate-spin text-primary" />
                ) : last?.result ? (
                  <span
                    aria-hidden="true"
                    className={cn(
                      'size-1.5 rounded-full',
                      last.result.ok ? 'bg-emerald-500' : 'bg-destructive',
                    )}
                  />
                ) : null}
              </TabsTrigger>
            );
          })}
        </TabsList>
        {CONSOLE_TABS.map((t) => (
          <TabsContent key={t.id} value={t.id}>
            <ConsoleTabPanel tab={t} form={form} run={runs[t.id]} onRun={runTest} />
          </TabsContent>
        ))}
      </Tabs>
    </>
  );
}

export function TestApiPage() {
  return (
    <AdminOnly>
      <Page title="API Testing Console" description="Run each server function and see its answer.">
        <ApiConsole />
      </Page>
    </AdminOnly>
  );
}

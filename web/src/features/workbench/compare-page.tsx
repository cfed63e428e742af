import { Page } from '@web/components/layout/page';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api';
import { GitCompare } from 'lucide-react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Pickers } from './compare-pickers';
import { IntrosCard, InvestorsCard, PartnerList, RunCard, StrategyCard } from './compare-sections';
import { toCompareView } from './compare-view';
import { WorkbenchNav } from './parts';
import { StaffOnly } from './staff-only';
import { useComparison } from './workbench-api';

function Comparison({ a, b }: { a: string; b: string }) {
  const query = useComparison(a, b);
  const view = useMemo(() => (query.data ? toCompareView(query.data) : null), [query.data]);
  if (a === b) return <p className="text-sm text-muted-foreground">Choose two different runs.</p>;
  if (query.isPending)
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Comparing runs" />
      </div>
    );
  if (query.isError)
    return (
      <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
        Could not compare: {errorMessage(query.error)}
      </p>
    );
  if (!view) return null;
  return (
    <div className="grid gap-6" data-testid="comparison">
      <div className="grid gap-3 md:grid-cols-2">
        <RunCard side="before" run={query.data.a} />
        <RunCard side="after" run={query.data.b} />
      </div>
      <InvestorsCard view={view} />
      <Card>
        <CardHeader className="pb-4">
          <CardTitle className="text-base">Design partners</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-5 sm:grid-cols-3">
          <PartnerList title="Added" names={view.partners.added} tone="added" />
          <PartnerList title="Removed" names={view.partners.removed} tone="removed" />
          <PartnerList title="Kept" names={view.partners.kept} tone="kept" />
        </CardContent>
      </Card>
      <StrategyCard strategy={view.strategy} />
      <IntrosCard view={view} />
    </div>
  );
}

function CompareScreen() {
  const [params] = useSearchParams();
  const a = params.get('a') ?? '';
  const b = params.get('b') ?? '';
  return (
    <div className="grid gap-6">
      <Pickers />
      {a && b ? (
        <Comparison a={a} b={b} />
      ) : (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed bg-card px-6 py-14 text-center text-sm text-muted-foreground">
          <GitCompare aria-hidden="true" className="size-6" />
          Choose an idea and two of its analyses to see what changed between them.
        </div>
      )}
    </div>
  );
}

export function ComparePage() {
  return (
    <StaffOnly>
      <Page
        title="Compare runs"
        description="Two analyses of the same idea: the older on the left, what changed field by field."
      >
        <WorkbenchNav />
        <CompareScreen />
      </Page>
    </StaffOnly>
  );
}

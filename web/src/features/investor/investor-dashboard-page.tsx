import type { TDealFlowList } from '@core/contracts/advisors';
import type { TInvestorThesis } from '@core/contracts/onboarding';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { FoldOnPhone, useWide } from '@web/components/layout/fold-on-phone';
import { EmptyState, Page } from '@web/components/layout/page';
import { Spinner } from '@web/components/ui/spinner';
import { api } from '@web/lib/api';
import { useMe } from '@web/lib/auth';
import { cn } from '@web/lib/cn';
import { notifyError } from '@web/lib/toast';
import { Bookmark, Inbox, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EditPreferencesDialog } from '../preferences/edit-preferences-dialog';
import { DealCard } from './deal-card';
import {
  type DealFlowList,
  type DealFlowOrder,
  dealFlowPath,
  LIST_OPTIONS,
  ORDER_OPTIONS,
  parseList,
  parseOrder,
} from './deal-flow';
import { ThesisCard } from './thesis-card';

const EMPTY: Record<DealFlowList, { icon: React.ReactNode; title: string; text: string }> = {
  main: {
    icon: <Inbox className="size-6" />,
    title: 'No startups yet',
    text: 'New ideas from founders will appear here as they join.',
  },
  saved: {
    icon: <Bookmark className="size-6" />,
    title: 'Nothing saved yet',
    text: 'Save a startup from your deal flow to come back to it here.',
  },
  passed: {
    icon: <X className="size-6" />,
    title: 'No passes',
    text: 'Startups you pass on leave your deal flow and are kept here.',
  },
};

export function InvestorDashboardPage() {
  const me = useMe();
  const thesis = (me.data?.context ?? {}) as TInvestorThesis;
  const [editing, setEditing] = useState(false);
  const [params, setParams] = useSearchParams();
  const order = parseOrder(params.get('order'));
  const list = parseList(params.get('list'));
  const deals = useQuery({
    queryKey: ['deal-flow', order, list],
    queryFn: () => api<TDealFlowList>(dealFlowPath(order, list)).then((r) => r.ideas),
    placeholderData: keepPreviousData,
  });
  useEffect(() => {
    if (deals.isError) notifyError('Error', 'Failed to load deal flow');
  }, [deals.isError]);

  function go(next: { order?: DealFlowOrder; list?: DealFlowList }) {
    const o = next.order ?? order;
    const l = next.list ?? list;
    setParams(
      { ...(o === 'thesis' ? { order: o } : {}), ...(l !== 'main' ? { list: l } : {}) },
      { replace: true },
    );
  }

  // While another list loads, the previous one stays, dimmed; its fit scores are hidden until it arrives.
  const switching = deals.isPlaceholderData;
  const wide = useWide();
  const empty = EMPTY[list];
  return (
    <Page
      title="Deal Flow"
      description={
        order === 'thesis' && list === 'main'
          ? 'The newest startups on Roundwise that best fit your thesis.'
          : 'The newest startups on Roundwise, with their founders.'
      }
    >
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[320px_minmax(0,1fr)]">
        {wide ? <ThesisCard thesis={thesis} onEdit={() => setEditing(true)} /> : null}
        <section aria-label="Startups" className="grid min-w-0 grid-cols-1 content-start gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <Toggle label="List" options={LIST_OPTIONS} value={list} onChange={(l) => go({ list: l })} />
            {list === 'main' ? (
              <Toggle
                label="Order"
                options={ORDER_OPTIONS}
                value={order}
                onChange={(o) => go({ order: o })}
              />
            ) : null}
          </div>
          {deals.data ? (
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {deals.isFetching && switching
                ? 'Loading…'
                : `${deals.data.length} startup${deals.data.length === 1 ? '' : 's'}`}
            </p>
          ) : null}
          {deals.isPending ? (
            <div className="flex justify-center py-16">
              <Spinner label="Loading deal flow" />
            </div>
          ) : deals.data?.length ? (
            <div className={cn('grid grid-cols-1 gap-4 transition-opacity', switching && 'opacity-60')}>
              {deals.data.map((idea) => (
                <DealCard
                  key={idea.id}
                  idea={idea}
                  showFit={(order === 'thesis' || list !== 'main') && !switching}
                />
              ))}
            </div>
          ) : (
            <EmptyState icon={empty.icon} title={empty.title}>
              {empty.text}
            </EmptyState>
          )}
        </section>
        {/* On a phone the deal flow comes first; the thesis, folded, after it. */}
        {wide ? null : (
          <FoldOnPhone summary="Your investment thesis">
            <ThesisCard thesis={thesis} onEdit={() => setEditing(true)} />
          </FoldOnPhone>
        )}
      </div>
      <EditPreferencesDialog
        userRole="investor"
        context={me.data?.context}
        open={editing}
        onOpenChange={setEditing}
      />
    </Page>
  );
}

/** Two or three toggle buttons, one pressed: the list, and the order of the main list. */
function Toggle<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (next: T) => void;
}) {
  return (
    <fieldset aria-label={label} className="inline-flex max-w-full overflow-x-auto rounded-md bg-muted p-1">
      {options.map((option) => {
        const on = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={on}
            onClick={() => onChange(option.value)}
            className={cn(
              'cursor-pointer whitespace-nowrap rounded-sm px-3 py-1.5 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              on ? 'bg-card text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {option.label}
          </button>
        );
      })}
    </fieldset>
  );
}

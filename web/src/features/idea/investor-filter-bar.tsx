import type { RoundStage } from '@core/contracts/round';
import { FoldOnPhone, useWide } from '@web/components/layout/fold-on-phone';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { labelOf } from '@web/lib/labels';
import { X } from 'lucide-react';
import {
  CHEQUE_RANGES,
  type ChequeRangeId,
  type InvestorFilters,
  isFiltered,
  NO_FILTERS,
  regionOptions,
  stageOptions,
} from './investor-filters';
import type { InvestorRec } from './recommendations';

/** Region, stage, cheque range and "leads rounds": narrows the saved ranking, which keeps its order. */
export function InvestorFilterBar({
  investors,
  filters,
  onChange,
  shown,
}: {
  investors: readonly InvestorRec[];
  filters: InvestorFilters;
  onChange: (next: InvestorFilters) => void;
  shown: number;
}) {
  const regions = regionOptions(investors);
  const stages = stageOptions(investors);
  const set = (patch: Partial<InvestorFilters>) => onChange({ ...filters, ...patch });
  const wide = useWide();
  const bar = (
    <section
      aria-label="Filter investors"
      className="grid gap-3 rounded-lg border bg-muted/30 p-4 sm:grid-cols-2 lg:grid-cols-[repeat(3,minmax(0,1fr))_auto]"
    >
      <div className="grid gap-1.5">
        <Label htmlFor="filter-region">Region</Label>
        <NativeSelect
          id="filter-region"
          value={filters.region}
          onChange={(e) => set({ region: e.target.value })}
        >
          <option value="any">Any region</option>
          {regions.map((r) => (
            <option key={r.value} value={r.value}>
              {labelOf(r.value)} ({r.count})
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="filter-stage">Invests at</Label>
        <NativeSelect
          id="filter-stage"
          value={filters.stage}
          onChange={(e) => set({ stage: e.target.value as RoundStage | 'any' })}
        >
          <option value="any">Any stage</option>
          {stages.map((s) => (
            <option key={s} value={s}>
              {labelOf(s)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="filter-cheque">Check size</Label>
        <NativeSelect
          id="filter-cheque"
          value={filters.cheque}
          onChange={(e) => set({ cheque: e.target.value as ChequeRangeId })}
        >
          {CHEQUE_RANGES.map((r) => (
            <option key={r.id} value={r.id}>
              {r.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex items-end gap-3 sm:col-span-2 lg:col-span-1">
        <div className="flex h-10 items-center gap-2">
          <Checkbox
            id="filter-leads"
            checked={filters.leadsOnly}
            onCheckedChange={(v) => set({ leadsOnly: v === true })}
          />
          <Label htmlFor="filter-leads" className="whitespace-nowrap">
            Leads rounds
          </Label>
        </div>
        {isFiltered(filters) ? (
          <Button variant="ghost" size="sm" className="h-10" onClick={() => onChange(NO_FILTERS)}>
            <X /> Clear
          </Button>
        ) : null}
      </div>
      <p className="text-sm text-muted-foreground sm:col-span-2 lg:col-span-4" aria-live="polite">
        Showing {shown} of {investors.length} investors
        {isFiltered(filters) ? ', in the order of the analysis' : ''}.
      </p>
    </section>
  );
  // On a phone the four filters would fill the screen above the first investor: folded, with the count outside.
  if (wide) return bar;
  return (
    <FoldOnPhone
      summary={`Filter investors · ${isFiltered(filters) ? `${shown} of ${investors.length}` : `all ${investors.length}`}`}
    >
      {bar}
    </FoldOnPhone>
  );
}

import { str, strList } from '@core/contracts/loose-json';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Bot, FlaskConical, Hammer, Landmark } from 'lucide-react';
import type { ReactNode } from 'react';
import { rows, type Strategy, section } from '../recommendations';
import { Field, tagLabel } from './shared';

function Phase({
  icon,
  step,
  title,
  lead,
  children,
}: {
  icon: ReactNode;
  step: string;
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader className="flex-row items-start gap-3 space-y-0 pb-4">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary">
          {icon}
        </span>
        <div>
          <CardDescription className="text-xs font-semibold uppercase tracking-wide">{step}</CardDescription>
          <CardTitle className="mt-0.5 text-base">{title}</CardTitle>
          {lead ? <p className="mt-2 text-sm leading-relaxed">{lead}</p> : null}
        </div>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">{children}</CardContent>
    </Card>
  );
}

/** A phase's milestones in order: regulatory, clinical, certification and product steps. */
function Milestones({ items }: { items: string[] }) {
  if (!items.length) return null;
  return (
    <div className="sm:col-span-2">
      <h4 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
        Milestones, in order
      </h4>
      <ol className="mt-2 grid gap-2 text-sm">
        {items.map((item, i) => (
          <li key={item} className="flex gap-3">
            <span className="flex size-5 shrink-0 items-center justify-center rounded-full bg-primary/10 text-xs font-semibold text-primary tabular-nums">
              {i + 1}
            </span>
            <span className="leading-relaxed">{item}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** Phase 3's comparison: the raise, today's market and our deal history, each with its period and source. */
function MarketTable({ items }: { items: Record<string, string>[] }) {
  if (!items.length) return null;
  return (
    <div className="sm:col-span-2 overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid="market-comparison">
        <caption className="sr-only">Your raise beside today’s market and our deal history</caption>
        <thead className="text-xs uppercase tracking-wide text-muted-foreground">
          <tr className="border-b">
            <th className="py-2 pr-3 font-semibold">Compared with</th>
            <th className="py-2 pr-3 font-semibold">Figure</th>
            <th className="py-2 pr-3 font-semibold">Period</th>
            <th className="py-2 font-semibold">Source</th>
          </tr>
        </thead>
        <tbody>
          {items.map((r) => (
            <tr key={`${r.label}|${r.period}`} className="border-b last:border-0 align-top">
              <td className="py-2 pr-3">{r.label}</td>
              <td className="py-2 pr-3 font-medium tabular-nums">{r.figure}</td>
              <td className="py-2 pr-3 whitespace-nowrap text-muted-foreground">{r.period}</td>
              <td className="py-2 text-xs text-muted-foreground">{r.source}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phase 1's title for the stage the plan was written for (issue 34): a Series A company does not build an MVP. */
function phase1Title(stage: string): string {
  if (/series|growth/i.test(stage)) return 'Scale what works';
  if (/pre-?seed/i.test(stage)) return 'Prove it';
  if (/seed/i.test(stage)) return 'Build what the first customers pay for';
  return 'Build the MVP';
}

export function StrategyTab({ strategy }: { strategy: Strategy }) {
  const mvp = section(strategy, 'phase1_mvp');
  const validation = section(strategy, 'phase2_validation');
  const raise = section(strategy, 'phase3_fundraising');
  const written = section(strategy, 'writtenFor');
  const ai = str(strategy?.aiAutomationStrategy);
  if (!strategy)
    return <p className="text-sm text-muted-foreground">No strategy was written for this idea.</p>;
  return (
    <div className="grid gap-4">
      {str(written.businessModel) ? (
        <p
          className="flex flex-wrap items-center gap-1.5 text-sm text-muted-foreground"
          data-testid="written-for"
        >
          Written for
          <Badge variant="secondary">{tagLabel(str(written.businessModel))}</Badge>
          selling to
          <Badge variant="secondary">{str(written.buyer)}</Badge>
          at
          <Badge variant="secondary">{tagLabel(str(written.stage))}</Badge>
        </p>
      ) : null}
      <Phase
        icon={<Hammer className="size-4" />}
        step="Phase 1"
        title={phase1Title(str(written.stage))}
        lead={str(mvp.description)}
      >
        <Milestones items={strList(mvp.milestones)} />
        <Field label="Core features" value={strList(mvp.coreFeatures)} />
        <Field label="Automation opportunities" value={strList(mvp.automationOpportunities)} />
        <Field label="Timeline" value={str(mvp.timeline)} />
        <Field label="Resources needed" value={strList(mvp.resourcesNeeded)} />
      </Phase>
      <Phase icon={<FlaskConical className="size-4" />} step="Phase 2" title="Validate with design partners">
        <Field label="Design partner goals" value={strList(validation.designPartnerGoals)} />
        <Field label="Metrics to track" value={strList(validation.metricsToTrack)} />
        <Milestones items={strList(validation.milestones)} />
      </Phase>
      <Phase
        icon={<Landmark className="size-4" />}
        step="Phase 3"
        title={str(raise.recommendedAmount) ? `Raise ${str(raise.recommendedAmount)}` : 'Raise the round'}
        lead={str(raise.amountReasoning)}
      >
        <MarketTable items={rows(raise.marketComparison, ['label', 'figure', 'period', 'source'])} />
        <Field label="Dilution" value={str(raise.dilution)} />
        <Field label="Timeline" value={str(raise.timeline)} />
        <Field label="Investor mix" value={str(raise.investorMix)} />
        <Field label="Key traction metrics" value={strList(raise.keyTractionMetrics)} />
      </Phase>
      {ai ? (
        <Phase icon={<Bot className="size-4" />} step="Throughout" title="AI automation strategy" lead={ai}>
          {null}
        </Phase>
      ) : null}
    </div>
  );
}

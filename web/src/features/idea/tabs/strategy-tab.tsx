import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Bot, FlaskConical, Hammer, Landmark } from 'lucide-react';
import type { ReactNode } from 'react';
import { type Strategy, section, str, strList } from '../recommendations';
import { Field } from './shared';

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

export function StrategyTab({ strategy }: { strategy: Strategy }) {
  const mvp = section(strategy, 'phase1_mvp');
  const validation = section(strategy, 'phase2_validation');
  const raise = section(strategy, 'phase3_fundraising');
  const ai = str(strategy?.aiAutomationStrategy);
  if (!strategy)
    return <p className="text-sm text-muted-foreground">No strategy was written for this idea.</p>;
  return (
    <div className="grid gap-4">
      <Phase
        icon={<Hammer className="size-4" />}
        step="Phase 1"
        title="Build the MVP"
        lead={str(mvp.description)}
      >
        <Field label="Core features" value={strList(mvp.coreFeatures)} />
        <Field label="Automation opportunities" value={strList(mvp.automationOpportunities)} />
        <Field label="Timeline" value={str(mvp.timeline)} />
        <Field label="Resources needed" value={strList(mvp.resourcesNeeded)} />
      </Phase>
      <Phase icon={<FlaskConical className="size-4" />} step="Phase 2" title="Validate with design partners">
        <Field label="Design partner goals" value={strList(validation.designPartnerGoals)} />
        <Field label="Metrics to track" value={strList(validation.metricsToTrack)} />
      </Phase>
      <Phase
        icon={<Landmark className="size-4" />}
        step="Phase 3"
        title={str(raise.recommendedAmount) ? `Raise ${str(raise.recommendedAmount)}` : 'Raise the round'}
        lead={str(raise.amountReasoning)}
      >
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

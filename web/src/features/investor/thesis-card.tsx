import type { TInvestorThesis } from '@core/contracts/onboarding';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { labelOf } from '@web/lib/labels';
import { Pencil } from 'lucide-react';
import { formatCheckSize } from '../investors/investor-format';
import { geographyLine, LEADERSHIP_LABELS } from '../preferences/thesis-draft';

/** The investment profile card (spec §2) with the thesis's geography and leadership, and its Edit button. */
export function ThesisCard({ thesis, onEdit }: { thesis: TInvestorThesis; onEdit: () => void }) {
  return (
    <Card className="h-fit">
      <CardHeader>
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <CardTitle>Investment profile</CardTitle>
            {thesis.firm_name ? (
              <p className="mt-1 text-sm text-muted-foreground">{thesis.firm_name}</p>
            ) : null}
          </div>
          <Button size="sm" variant="outline" onClick={onEdit} className="-mt-1 shrink-0">
            <Pencil /> Edit
          </Button>
        </div>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        {thesis.investment_thesis ? <p className="leading-relaxed">{thesis.investment_thesis}</p> : null}
        <Row label="Check size">{formatCheckSize(thesis.check_size_min, thesis.check_size_max)}</Row>
        <Row label="Round leadership">{LEADERSHIP_LABELS[thesis.round_leadership ?? 'both']}</Row>
        <Row label="Geography">{geographyLine(thesis, labelOf)}</Row>
        <Tags label="Stages" values={thesis.preferred_stages ?? []} />
        <Tags label="Focus areas" values={thesis.focus_areas ?? []} />
      </CardContent>
    </Card>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <div className="mb-1.5 font-medium text-muted-foreground">{label}</div>
      <div>{children}</div>
    </div>
  );
}

function Tags({ label, values }: { label: string; values: string[] }) {
  return (
    <Row label={label}>
      <div className="flex flex-wrap gap-1.5">
        {values.length
          ? values.map((v) => (
              <Badge key={v} variant="secondary">
                {labelOf(v)}
              </Badge>
            ))
          : 'Not specified'}
      </div>
    </Row>
  );
}

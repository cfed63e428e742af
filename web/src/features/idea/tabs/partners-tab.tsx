import { Badge } from '@web/components/ui/badge';
import { Card } from '@web/components/ui/card';
import { Building2 } from 'lucide-react';
import type { DesignPartner } from '../recommendations';
import { Field } from './shared';

export function PartnerCard({ partner }: { partner: DesignPartner }) {
  return (
    <Card className="flex flex-col p-5" data-testid="partner-result">
      <div className="flex items-start gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-secondary text-secondary-foreground">
          <Building2 className="size-4" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h3 className="font-semibold leading-snug break-words">{partner.name}</h3>
          <div className="mt-1 flex flex-wrap gap-1.5">
            {partner.industry ? <Badge variant="secondary">{partner.industry}</Badge> : null}
            {partner.size ? <Badge variant="outline">{partner.size}</Badge> : null}
          </div>
        </div>
      </div>
      <div className="mt-4 grid gap-3">
        <Field label="Why they fit" value={partner.reasoning} />
        <Field label="Workflow you would improve" value={partner.workflow} />
        <Field label="Wedge strategy" value={partner.wedgeStrategy} />
        {partner.connectedInvestors.length > 0 ? (
          <div>
            <h4 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
              Connected investors
            </h4>
            <ul className="mt-1.5 flex flex-wrap gap-1.5">
              {partner.connectedInvestors.map((name) => (
                <li key={name} className="rounded-md bg-muted px-2 py-0.5 text-xs">
                  {name}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </Card>
  );
}

export function PartnersTab({ partners }: { partners: DesignPartner[] }) {
  if (partners.length === 0)
    return (
      <p className="rounded-lg border border-dashed p-8 text-center text-sm text-muted-foreground">
        No design partners were found for this idea.
      </p>
    );
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {partners.map((partner) => (
        <PartnerCard key={partner.name} partner={partner} />
      ))}
    </div>
  );
}

import type { TBusiness, TBusinessEdit } from '@core/contracts/business';
import { formatDay } from '@core/contracts/format';
import { str } from '@core/contracts/loose-json';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Building2, Landmark, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { BusinessCard } from '../business-card';
import type { RankedInvestor } from '../rank-investors';
import { type DesignPartner, type InvestorRec, type Strategy, section } from '../recommendations';
import { MatchBadge } from './shared';

function Stat({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <Card className="flex items-center gap-3 p-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-xs font-medium text-muted-foreground">{label}</p>
        <p className="truncate text-lg font-semibold" title={value}>
          {value}
        </p>
      </div>
    </Card>
  );
}

/** An event's day, the product's one style: '27 Nov 2026'. */
function formatDate(iso: string | null): string {
  return formatDay(iso) ?? '—';
}

export function SummaryTab({
  investors,
  partners,
  strategy,
  profile,
  analyzedAt,
  replaced = null,
  business = null,
  onSaveBusiness,
}: {
  business?: TBusiness | null;
  onSaveBusiness?: (edit: TBusinessEdit) => Promise<void>;
  investors: RankedInvestor<InvestorRec>[];
  partners: DesignPartner[];
  strategy: Strategy;
  profile: { industry: string; stage: string; target: string };
  analyzedAt: string | null;
  replaced?: { at: string; by: string } | null;
}) {
  const raise = section(strategy, 'phase3_fundraising');
  const mvp = section(strategy, 'phase1_mvp');
  const amount = str(raise.recommendedAmount);
  return (
    <div className="grid grid-cols-1 gap-4">
      <BusinessCard business={business} onSave={onSaveBusiness} />
      <div className="grid gap-3 sm:grid-cols-3">
        <Stat
          icon={<Users className="size-5" />}
          label="Investors matched"
          value={String(investors.length)}
        />
        <Stat
          icon={<Building2 className="size-5" />}
          label="Design partners"
          value={String(partners.length)}
        />
        <Stat icon={<Landmark className="size-5" />} label="Suggested raise" value={amount || '—'} />
      </div>
      <Card>
        <CardContent className="grid grid-cols-2 gap-4 pt-6 text-sm sm:grid-cols-4">
          {(
            [
              ['Industry', profile.industry],
              ['Stage', profile.stage],
              ['Target check size', profile.target],
              ['Analyzed on', formatDate(analyzedAt)],
            ] as const
          ).map(([label, value]) => (
            <div key={label}>
              <p className="text-xs font-medium text-muted-foreground">{label}</p>
              <p className="mt-0.5 font-medium">{value}</p>
            </div>
          ))}
          {replaced ? (
            <p className="col-span-full text-xs text-muted-foreground" data-testid="results-replaced">
              Results replaced on {formatDate(replaced.at)} by {replaced.by} of the Roundwise team, from a
              review of this analysis.
            </p>
          ) : null}
        </CardContent>
      </Card>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <Card>
          <CardHeader className="pb-3">
            <CardTitle className="text-base">Top investors</CardTitle>
          </CardHeader>
          <CardContent>
            <ol className="divide-y">
              {investors.slice(0, 3).map((investor) => (
                <li key={investor.name} className="flex items-center justify-between gap-3 py-2.5">
                  <div className="min-w-0">
                    <p className="truncate font-medium">{investor.name}</p>
                    <p className="truncate text-xs text-muted-foreground">
                      {investor.checkSize || 'Check size not specified'}
                    </p>
                  </div>
                  <MatchBadge similarity={investor.similarity} />
                </li>
              ))}
            </ol>
          </CardContent>
        </Card>
        <Card>
          <CardHeader className="pb-3">
            <CardTitle className="text-base">Top design partners</CardTitle>
          </CardHeader>
          <CardContent>
            {partners.length === 0 ? (
              <p className="text-sm text-muted-foreground">No design partners found.</p>
            ) : (
              <ol className="divide-y">
                {partners.slice(0, 3).map((partner) => (
                  <li key={partner.name} className="py-2.5">
                    <p className="truncate font-medium">{partner.name}</p>
                    <p className="truncate text-xs text-muted-foreground">
                      {[partner.industry, partner.size].filter(Boolean).join(' · ')}
                    </p>
                  </li>
                ))}
              </ol>
            )}
          </CardContent>
        </Card>
      </div>
      {amount || str(mvp.description) ? (
        <Card className="border-primary/20 bg-primary/5 p-5">
          <p className="text-xs font-semibold uppercase tracking-wide text-primary">Strategy headline</p>
          <p className="mt-1 font-semibold">{amount ? `Raise ${amount}` : 'Build, validate, then raise'}</p>
          {str(mvp.description) ? (
            <p className="mt-1 text-sm text-muted-foreground">{str(mvp.description)}</p>
          ) : null}
        </Card>
      ) : null}
    </div>
  );
}

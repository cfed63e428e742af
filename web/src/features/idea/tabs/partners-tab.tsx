import type { TIdeaNetwork } from '@core/contracts/warm-paths';
import { Badge } from '@web/components/ui/badge';
import { Card } from '@web/components/ui/card';
import { Building2, Info, MapPin, Target } from 'lucide-react';
import { Link } from 'react-router-dom';
import { NetworkLeads } from '../../network/network-leads';
import type { BuyerProfile, DesignPartner } from '../recommendations';
import { Field } from './shared';

/** Who the design partners are: shown above the list, and in its place when our data holds none. */
function BuyerProfileCard({ profile, found }: { profile: BuyerProfile; found: number }) {
  return (
    <Card className="p-5" data-testid="buyer-profile">
      <div className="flex items-start gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary">
          <Target className="size-4" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
            {profile.role === 'channel' ? 'Channel partners to look for' : 'Design partners to look for'}
          </p>
          <h3 className="mt-0.5 font-semibold leading-snug">{profile.buyer}</h3>
          <p className="mt-2 text-sm leading-relaxed">{profile.lookFor}</p>
        </div>
      </div>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <Field label="Who signs for a pilot" value={profile.decides} />
        <Field label="Good first partners show" value={profile.signals} />
      </div>
      <p className="mt-4 flex gap-2 rounded-md bg-muted/60 p-3 text-xs leading-relaxed text-muted-foreground">
        <Info className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
        <span>
          {profile.dataNote}
          {found === 0 ? ' So no companies are listed here.' : ''}
        </span>
      </p>
    </Card>
  );
}

function PartnerCard({ partner }: { partner: DesignPartner }) {
  return (
    <Card className="flex flex-col p-5" data-testid="partner-result">
      <div className="flex items-start gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-secondary text-secondary-foreground">
          <Building2 className="size-4" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h3 className="font-semibold leading-snug break-words">{partner.name}</h3>
          <div className="mt-1 flex flex-wrap gap-1.5">
            {partner.role === 'channel' ? <Badge variant="default">Channel</Badge> : null}
            {partner.industry ? <Badge variant="secondary">{partner.industry}</Badge> : null}
            {partner.size ? <Badge variant="outline">{partner.size}</Badge> : null}
          </div>
          {partner.location || partner.status ? (
            <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
              {partner.location ? (
                <span className="inline-flex items-center gap-1">
                  <MapPin className="size-3" aria-hidden="true" />
                  {partner.location}
                  {partner.nearness ? ` · ${partner.nearness}` : ''}
                </span>
              ) : null}
              {partner.status ? <span>{partner.status}</span> : null}
            </p>
          ) : null}
        </div>
      </div>
      <div className="mt-4 grid gap-3">
        <Field label="Why they fit" value={partner.reasoning} />
        <Field label="What our data shows" value={partner.evidence} />
        <Field label="Workflow you would improve" value={partner.workflow} />
        <Field label="Wedge strategy" value={partner.wedgeStrategy} />
        {partner.connectedInvestors.length > 0 ? (
          <div>
            <h4 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
              Backed by (before 2013)
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

/**
 * Where the founder's own network would show, beside the buyer profile (issue 34), when they have not imported
 * contacts that fit: outside our company data's reach these are the partners to call.
 */
function NetworkLeadsHint({ profile }: { profile: BuyerProfile }) {
  return (
    <Card className="p-5" data-testid="network-leads">
      <p className="text-xs font-semibold uppercase tracking-wide text-primary">From your own network</p>
      <p className="mt-2 text-sm leading-relaxed">
        People you already know at {profile.kind} are the warmest design partners. Import your LinkedIn
        connections or contacts on{' '}
        <Link to="/network" className="font-medium text-primary underline-offset-4 hover:underline">
          My Network
        </Link>{' '}
        and those at companies like these are listed here first, with why each fits.
      </p>
    </Card>
  );
}

export function PartnersTab({
  partners,
  profile,
  leads,
}: {
  partners: DesignPartner[];
  profile: BuyerProfile | null;
  /** Leads from the founder's own contacts (issue 33), when the founder is reading and has imported any. */
  leads?: TIdeaNetwork['partners'];
}) {
  const fromNetwork = leads?.buyer ? <NetworkLeads partners={leads} /> : null;
  if (partners.length === 0 && !profile && !fromNetwork)
    return (
      <p className="rounded-lg border border-dashed p-8 text-center text-sm text-muted-foreground">
        No design partners were found for this idea.
      </p>
    );
  return (
    <div className="grid gap-4">
      {fromNetwork}
      {fromNetwork && (profile || partners.length) ? (
        <h2 className="mt-4 font-semibold">From our company data (US companies, October 2013)</h2>
      ) : null}
      {profile ? <BuyerProfileCard profile={profile} found={partners.length} /> : null}
      {profile && profile.role === 'buyer' && !fromNetwork ? <NetworkLeadsHint profile={profile} /> : null}
      {partners.length ? (
        <div className="grid gap-4 md:grid-cols-2">
          {partners.map((partner) => (
            <PartnerCard key={partner.name} partner={partner} />
          ))}
        </div>
      ) : null}
    </div>
  );
}

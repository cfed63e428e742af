import type { TIdeaNetwork } from '@core/contracts/warm-paths';
import { Card } from '@web/components/ui/card';
import { Network, UserRound } from 'lucide-react';
import { connectedLabel } from './import-status';

/** Why they fit, without the role and company the card already shows above it. */
function whyOf(lead: TIdeaNetwork['partners']['leads'][number]): string {
  const said = `${lead.position} at ${lead.company}, `;
  if (!lead.why.startsWith(said)) return lead.why;
  const rest = lead.why.slice(said.length);
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}

/** Design partners from the founder's own network (issue 33): before any company of the 2013 data. */
export function NetworkLeads({ partners }: { partners: TIdeaNetwork['partners'] }) {
  return (
    <section className="grid gap-3" aria-label="Design partners from your network">
      <div>
        <h2 className="flex items-center gap-2 font-semibold">
          <Network className="size-4 text-emerald-700" aria-hidden="true" /> From your network
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          {partners.leads.length
            ? `People you know whose company is your buyer (${partners.buyer}) and whose role signs for a pilot, in any country. Ask them first: they already know you.`
            : `None of your contacts is at ${partners.buyer ?? 'a buyer'} in a role that signs for a pilot.`}
        </p>
      </div>
      {partners.leads.length ? (
        <div className="grid gap-3 md:grid-cols-2">
          {partners.leads.map((lead) => (
            <Card key={lead.contact_id} className="p-4" data-testid="network-partner">
              <div className="flex items-start gap-3">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-emerald-800">
                  <UserRound className="size-4" aria-hidden="true" />
                </span>
                <div className="min-w-0">
                  <h3 className="font-semibold leading-snug">{lead.name}</h3>
                  <p className="text-sm text-muted-foreground">
                    {lead.position} at {lead.company}
                    {lead.connected_on ? ` · connected ${connectedLabel(lead.connected_on)}` : ''}
                  </p>
                  <p className="mt-2 text-sm leading-relaxed">{whyOf(lead)}</p>
                </div>
              </div>
            </Card>
          ))}
        </div>
      ) : null}
    </section>
  );
}

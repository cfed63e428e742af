import { formatDay } from '@core/contracts/format';
import type { TIdeaPublicView, TSharedDocument } from '@core/contracts/idea-public';
import type { UserType } from '@core/contracts/vocabulary';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { labelOf } from '@web/lib/labels';
import { ArrowLeft, Download, ExternalLink, FileText, Lock } from 'lucide-react';
import { Link } from 'react-router-dom';
import { websiteHref } from '../../investors/investor-format';
import { formatSize } from '../documents-api';
import { ideaView } from '../idea-view';
import { targetLabel } from '../target-label';
import { ReaderActions } from './reader-actions';

const day = (iso: string) => formatDay(iso) ?? '';

/**
 * /idea/:id for an advisor or an investor: the startup as its founder presents it to them (the idea's public view,
 * contracts/idea-public.ts), with their own actions. The founder's analysis, investors, strategy, intros and
 * pipeline are theirs alone: the server never sends them here.
 */
export function StartupView({ idea, role }: { idea: TIdeaPublicView; role: UserType | null }) {
  const back = ideaView({ isOwner: false, role }).back;
  const linkedin = websiteHref(idea.founder.linkedin_url);
  const target = targetLabel(idea.target_check_size, idea.raise);
  const facts = [
    { label: 'Stage', value: idea.stage ? labelOf(idea.stage) : 'Not specified' },
    { label: 'Industry', value: idea.industry ? labelOf(idea.industry) : 'Not specified' },
    { label: 'Target raise', value: target || 'Not specified' },
  ];
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6" data-testid="startup-view">
      <Button variant="ghost" size="sm" asChild className="-ml-3 mb-4">
        <Link to={back.to}>
          <ArrowLeft /> {back.label}
        </Link>
      </Button>
      {/* On a phone the actions follow the header; on a wide screen they sit beside everything. */}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
        <header className="min-w-0 lg:col-start-1 lg:row-start-1">
          <p className="text-sm font-medium text-primary">
            Startup · on Roundwise since {day(idea.created_at)}
          </p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight break-words">{idea.title}</h1>
          <p className="mt-2 flex flex-wrap items-center gap-x-2 text-muted-foreground">
            <span>Founder: {idea.founder.full_name ?? 'Not given'}</span>
            {linkedin ? (
              <a
                href={linkedin}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 text-primary hover:underline"
              >
                LinkedIn <ExternalLink className="size-3.5" aria-hidden="true" />
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : null}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            {idea.industry ? <Badge variant="secondary">{labelOf(idea.industry)}</Badge> : null}
            {idea.stage ? <Badge variant="outline">{labelOf(idea.stage)}</Badge> : null}
            {target ? <Badge variant="outline">Raising {target}</Badge> : null}
          </div>
        </header>
        <aside
          aria-label="Your actions"
          className="grid content-start gap-4 lg:col-start-2 lg:row-span-2 lg:row-start-1"
        >
          <ReaderActions idea={idea} role={role} />
          <p className="flex gap-2 px-1 text-xs leading-relaxed text-muted-foreground">
            <Lock className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
            You see what the founder shares with advisors and investors. Their analysis, investor list and
            fundraising pipeline stay private.
          </p>
        </aside>
        <div className="grid min-w-0 content-start gap-6 lg:col-start-1 lg:row-start-2">
          <Card>
            <CardHeader className="pb-2">
              <CardTitle className="text-base">About the startup</CardTitle>
            </CardHeader>
            <CardContent>
              <p className="whitespace-pre-line leading-relaxed">{idea.description}</p>
            </CardContent>
          </Card>
          <Card>
            <CardHeader className="pb-2">
              <CardTitle className="text-base">The round</CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3">
                {facts.map((f) => (
                  <div key={f.label}>
                    <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
                      {f.label}
                    </dt>
                    <dd className="mt-1 font-medium">{f.value}</dd>
                  </div>
                ))}
              </dl>
            </CardContent>
          </Card>
          <SharedDocuments documents={idea.documents} />
        </div>
      </div>
    </div>
  );
}

function SharedDocuments({ documents }: { documents: TSharedDocument[] }) {
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle className="text-base">Documents</CardTitle>
      </CardHeader>
      <CardContent>
        {documents.length === 0 ? (
          <p className="text-sm text-muted-foreground">The founder has not shared any documents.</p>
        ) : (
          <ul className="grid gap-2" aria-label="Shared documents">
            {documents.map((doc) => (
              <li key={doc.id} className="flex min-w-0 items-center gap-3 rounded-md border p-3 text-sm">
                <FileText className="size-4 shrink-0 text-primary" aria-hidden="true" />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium" title={doc.name}>
                    {doc.name}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    {[
                      doc.type?.toUpperCase(),
                      doc.size !== null ? formatSize(doc.size) : '',
                      day(doc.uploadedAt),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                </div>
                <Button variant="outline" size="sm" asChild>
                  <a href={doc.url} download={doc.name}>
                    <Download aria-hidden="true" /> Download
                  </a>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

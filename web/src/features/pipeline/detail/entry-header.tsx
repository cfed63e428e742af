import type { TPipelineEntry } from '@core/contracts/pipeline';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { cn } from '@web/lib/cn';
import { ExternalLink, Globe, Mail } from 'lucide-react';
import { websiteHref } from '../../investors/investor-format';
import { stageLabel } from '../board';
import { STAGE_STYLE } from '../stage-style';

/** The entry's stage, origin, name, firm and e-mail, with links to write to it and to its website. */
export function EntryHeader({ entry }: { entry: TPipelineEntry }) {
  const href = websiteHref(entry.website);
  return (
    <DialogHeader className="pr-8">
      <div className="flex flex-wrap items-center gap-2">
        <span aria-hidden="true" className={cn('size-2.5 rounded-full', STAGE_STYLE[entry.stage].dot)} />
        <span className="text-xs font-medium text-muted-foreground">{stageLabel(entry.stage)}</span>
        {entry.from_interest ? (
          <Badge variant="success">Interested on Roundwise</Badge>
        ) : entry.investor_id ? (
          <Badge variant="info">In our database</Badge>
        ) : (
          <Badge variant="muted">Added by hand</Badge>
        )}
      </div>
      <DialogTitle className="text-xl">{entry.name}</DialogTitle>
      <DialogDescription>
        {[entry.firm, entry.email].filter(Boolean).join(' · ') || 'No firm or e-mail yet.'}
      </DialogDescription>
      <div className="flex flex-wrap gap-2 pt-1">
        {entry.email ? (
          <Button asChild size="sm" variant="outline">
            <a href={`mailto:${entry.email}`}>
              <Mail /> E-mail
            </a>
          </Button>
        ) : null}
        {href ? (
          <Button asChild size="sm" variant="outline">
            <a href={href} target="_blank" rel="noopener noreferrer">
              <Globe /> Website <ExternalLink className="text-muted-foreground" />
            </a>
          </Button>
        ) : null}
      </div>
    </DialogHeader>
  );
}

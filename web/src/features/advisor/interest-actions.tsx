import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { errorMessage } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { notify, notifyError } from '@web/lib/toast';
import { Check, Heart, Loader2, Star } from 'lucide-react';
import { useState } from 'react';
import {
  canRecordInterest,
  INTEREST_CHOICES,
  type InterestLevel,
  type InterestStatus,
  interestLabel,
  interestTone,
} from './interest';
import { useRecordInterest } from './use-advisor';

/**
 * An advisor's interest in one startup: the Interested and Very Interested buttons while nothing is recorded,
 * then the status as a badge (spec §4). Used on the recommendation cards and on the read-only idea page.
 */
export function InterestActions({
  ideaId,
  status,
  className,
}: {
  ideaId: string;
  status: InterestStatus | undefined;
  className?: string;
}) {
  const record = useRecordInterest();
  // What this page recorded, for an idea that is not among the cached recommendations.
  const [recorded, setRecorded] = useState<InterestStatus>(null);
  const current = recorded ?? status ?? null;

  async function choose(level: InterestLevel) {
    try {
      const interest = await record.mutateAsync({ idea_id: ideaId, interest_level: level });
      setRecorded(interest.interest_level);
      notify('Interest recorded', 'The founder will be notified of your interest');
    } catch (err) {
      notifyError('Error', errorMessage(err));
    }
  }

  if (!canRecordInterest(current) && current !== null) {
    return (
      <div className={cn('flex items-center gap-2', className)}>
        <span className="text-sm text-muted-foreground">Your interest</span>
        <Badge variant={interestTone(current)} data-testid="interest-status">
          {current === 'contacted' ? <Check className="size-3" aria-hidden="true" /> : null}
          {interestLabel(current)}
        </Badge>
      </div>
    );
  }

  const pending = record.isPending ? record.variables?.interest_level : undefined;
  return (
    <div className={cn('flex flex-wrap gap-2', className)}>
      {INTEREST_CHOICES.map(({ level, label }) => (
        <Button
          key={level}
          size="sm"
          variant={level === 'very_interested' ? 'default' : 'outline'}
          disabled={record.isPending}
          onClick={() => void choose(level)}
        >
          {pending === level ? (
            <Loader2 className="animate-spin" />
          ) : level === 'very_interested' ? (
            <Star />
          ) : (
            <Heart />
          )}
          {label}
        </Button>
      ))}
    </div>
  );
}

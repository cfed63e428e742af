import { Button } from '@web/components/ui/button';
import { Loader2 } from 'lucide-react';

export function StepActions({ onBack, saving }: { onBack: () => void; saving: boolean }) {
  return (
    <div className="flex justify-between">
      <Button type="button" variant="outline" onClick={onBack} disabled={saving}>
        Back
      </Button>
      <Button type="submit" disabled={saving}>
        {saving ? <Loader2 className="animate-spin" /> : null} Complete Setup
      </Button>
    </div>
  );
}

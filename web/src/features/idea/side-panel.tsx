import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FileText, Upload, Wand2 } from 'lucide-react';
import type { TIdea } from '../../../../src/contracts/ideas';

function uploadedOn(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

/** The idea's side panel (spec §2): its documents and the AI Idea Refinement card (Growth Plan, coming soon). */
export function SidePanel({ documents }: { documents: TIdea['documents'] }) {
  return (
    <div className="grid gap-4">
      <Card>
        <CardHeader className="pb-3">
          <CardTitle className="flex items-center gap-2 text-base">
            <FileText className="size-4 text-primary" aria-hidden="true" /> Documents
          </CardTitle>
          <CardDescription>Pitch decks and one-pagers for this idea.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          {documents.length === 0 ? (
            <p className="text-sm text-muted-foreground">No documents yet.</p>
          ) : (
            <ul className="grid gap-2">
              {documents.map((doc) => (
                <li
                  key={doc.url || doc.name}
                  className="flex items-center gap-2 rounded-md border p-2 text-sm"
                >
                  <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                  <span className="min-w-0 flex-1 truncate" title={doc.name}>
                    {doc.name}
                  </span>
                  <span className="shrink-0 text-xs text-muted-foreground">{uploadedOn(doc.uploadedAt)}</span>
                </li>
              ))}
            </ul>
          )}
          <div className="flex items-center gap-2 rounded-md border border-dashed p-3 text-xs text-muted-foreground">
            <Upload className="size-4 shrink-0" aria-hidden="true" />
            Uploading documents arrives soon.
          </div>
        </CardContent>
      </Card>
      <Card className="relative overflow-hidden" aria-disabled="true">
        <CardHeader className="pb-3">
          <div className="flex items-center justify-between gap-2">
            <CardTitle className="flex items-center gap-2 text-base">
              <Wand2 className="size-4 text-primary" aria-hidden="true" /> AI Idea Refinement
            </CardTitle>
            <Badge variant="info">Growth Plan</Badge>
          </div>
          <CardDescription>
            Sharpen your pitch, positioning and ideal customer with an AI co-pilot.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button disabled className="w-full" variant="secondary">
            Coming Soon
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

import { EmptyState, Page } from '@web/components/layout/page';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { useMe } from '@web/lib/auth';
import { labelOf } from '@web/lib/labels';
import { Compass } from 'lucide-react';

export function AdvisorDashboardPage() {
  const me = useMe();
  const profile = me.data?.profile;
  return (
    <Page
      title="Discover Startups"
      description="Startups whose needs match your expertise and the stages you advise."
    >
      <div className="grid gap-6 lg:grid-cols-[320px_1fr]">
        <Card className="h-fit">
          <CardHeader>
            <CardTitle>Your advisor profile</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4 text-sm">
            <ProfileRow label="Expertise" values={profile?.advisory_roles ?? []} />
            <ProfileRow label="Preferred stages" values={profile?.advisory_stages ?? []} />
            <div>
              <div className="mb-1.5 font-medium text-muted-foreground">Time commitment</div>
              <div>{profile?.time_commitment ? labelOf(profile.time_commitment) : 'Not specified'}</div>
            </div>
          </CardContent>
        </Card>
        <EmptyState icon={<Compass className="size-6" />} title="No matches yet">
          When founders add ideas that fit your expertise and stages, they appear here with a match score.
        </EmptyState>
      </div>
    </Page>
  );
}

function ProfileRow({ label, values }: { label: string; values: string[] }) {
  return (
    <div>
      <div className="mb-1.5 font-medium text-muted-foreground">{label}</div>
      <div className="flex flex-wrap gap-1.5">
        {values.length
          ? values.map((v) => (
              <Badge key={v} variant="secondary">
                {labelOf(v)}
              </Badge>
            ))
          : 'Not specified'}
      </div>
    </div>
  );
}

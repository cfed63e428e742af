import type { TIdeaActivityCounts } from '@core/contracts/deal-flow';
import type { TIdea } from '@core/contracts/ideas';
import { EmptyState, Page } from '@web/components/layout/page';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { ApiKeysCard } from '@web/features/api-keys/api-keys-card';
import { FollowUpsCard } from '@web/features/pipeline/follow-ups-card';
import { useAuth, useMe } from '@web/lib/auth';
import { labelOf } from '@web/lib/labels';
import { notify, notifyError } from '@web/lib/toast';
import { CheckCircle2, Lightbulb, Plus, Sparkles, UserPen } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { EditProfileDialog } from './edit-profile-dialog';
import { greeting, hasSeenDashboard, markDashboardSeen } from './greeting';
import { ActivityBadges, useIdeaActivity } from './idea-activity';
import { IdeaFormDialog } from './idea-form-dialog';
import { analysisCounts, useCreateIdea, useIdeas } from './use-ideas';

export function FounderDashboardPage() {
  const me = useMe();
  const ideas = useIdeas();
  const activity = useIdeaActivity();
  const create = useCreateIdea();
  const navigate = useNavigate();
  const [newOpen, setNewOpen] = useState(false);
  const [profileOpen, setProfileOpen] = useState(false);
  const auth = useAuth();
  // The session's name until the profile (which the user may have edited) arrives, so the title does not jump.
  const firstName = (me.data?.profile.full_name ?? auth.user?.name ?? '').split(' ')[0] ?? '';
  // Decided once, when the dashboard opens: the greeting does not change under the user while they stay.
  const [seenBefore] = useState(() => hasSeenDashboard(auth.user?.id, browserStorage()));
  useEffect(() => {
    if (auth.user) markDashboardSeen(auth.user.id, browserStorage());
  }, [auth.user]);

  useEffect(() => {
    if (ideas.isError || me.isError) notifyError('Error', 'Failed to load your data');
  }, [ideas.isError, me.isError]);

  async function createIdea(values: { title: string; description: string }) {
    try {
      const idea = await create.mutateAsync(values);
      notify('Idea created', 'Analyze it to find investors and design partners.');
      navigate(`/idea/${idea.id}`);
    } catch (err) {
      notifyError('Error', 'Failed to create idea. Please try again.');
      throw err;
    }
  }

  return (
    <Page
      title={greeting(firstName, auth.session, seenBefore)}
      description="Your ideas, and the investors and design partners Roundwise found for each."
      actions={
        <>
          <Button variant="outline" onClick={() => setProfileOpen(true)} disabled={!me.data}>
            <UserPen /> Edit Profile
          </Button>
          <Button onClick={() => setNewOpen(true)}>
            <Plus /> New Idea
          </Button>
        </>
      }
    >
      <FollowUpsCard />
      {ideas.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner />
        </div>
      ) : ideas.data && ideas.data.length > 0 ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {ideas.data.map((idea) => (
            <IdeaCard key={idea.id} idea={idea} activity={activity.data?.get(idea.id)} />
          ))}
        </div>
      ) : (
        <EmptyState icon={<Lightbulb className="size-6" />} title="No ideas yet">
          <p>Describe your startup and Roundwise will match it to investors and design partners.</p>
          <Button className="mt-4" onClick={() => setNewOpen(true)}>
            <Plus /> Create your first idea
          </Button>
        </EmptyState>
      )}
      <ApiKeysCard />
      <IdeaFormDialog
        open={newOpen}
        onOpenChange={setNewOpen}
        heading="New Idea"
        submitLabel="Create Idea"
        onSubmit={createIdea}
      />
      {me.data ? (
        <EditProfileDialog open={profileOpen} onOpenChange={setProfileOpen} profile={me.data.profile} />
      ) : null}
    </Page>
  );
}

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function IdeaCard({ idea, activity }: { idea: TIdea; activity: TIdeaActivityCounts | undefined }) {
  const counts = analysisCounts(idea);
  return (
    <Link
      to={`/idea/${idea.id}`}
      className="group rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <Card className="flex h-full flex-col transition-shadow group-hover:shadow-md">
        <CardHeader>
          <CardTitle className="line-clamp-1 group-hover:text-primary">{idea.title}</CardTitle>
          <CardDescription className="line-clamp-3">{idea.description}</CardDescription>
        </CardHeader>
        <CardContent className="mt-auto flex flex-wrap items-center gap-2">
          {idea.industry ? <Badge variant="secondary">{labelOf(idea.industry)}</Badge> : null}
          {idea.stage ? <Badge variant="outline">{labelOf(idea.stage)}</Badge> : null}
          <ActivityBadges activity={activity} />
          {counts ? (
            <span className="ml-auto inline-flex items-center gap-1 text-xs font-medium text-emerald-700">
              <CheckCircle2 className="size-3.5" /> Analyzed · {counts.investors} investors ·{' '}
              {counts.partners} partners
            </span>
          ) : (
            <span className="ml-auto inline-flex items-center gap-1 text-xs text-muted-foreground">
              <Sparkles className="size-3.5" /> Ready to analyze
            </span>
          )}
        </CardContent>
      </Card>
    </Link>
  );
}

import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '@web/components/layout/page';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { PageSpinner } from '@web/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { api } from '@web/lib/api';
import { useAuth } from '@web/lib/auth';
import { notify, notifyError } from '@web/lib/toast';
import { ArrowLeft, Pencil, Sparkles } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { TIdea } from '../../../../src/contracts/ideas';
import { IdeaFormDialog } from '../founder/idea-form-dialog';
import { useUpdateIdea } from '../founder/use-ideas';

const TABS = ['Summary', 'Investors', 'Partners', 'Strategy', 'Intro'] as const;

export function IdeaPage() {
  const { id = '' } = useParams();
  const auth = useAuth();
  const navigate = useNavigate();
  const [editOpen, setEditOpen] = useState(false);
  const idea = useQuery({
    queryKey: ['idea', id],
    queryFn: () => api<TIdea>(`/api/ideas/${id}`),
    retry: false,
  });
  const update = useUpdateIdea(id);

  useEffect(() => {
    if (idea.isError) {
      notifyError('Error', 'Failed to load idea');
      navigate('/dashboard', { replace: true });
    }
  }, [idea.isError, navigate]);

  if (!idea.data) return <PageSpinner />;
  const isOwner = idea.data.user_id === auth.user?.id;

  async function save(values: { title: string; description: string }) {
    try {
      await update.mutateAsync(values);
      notify('Idea updated', 'Your changes are saved.');
    } catch (err) {
      notifyError('Error', 'Failed to update idea. Please try again.');
      throw err;
    }
  }

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <Button variant="ghost" size="sm" asChild className="-ml-3 mb-4">
        <Link to={isOwner ? '/dashboard' : '/'}>
          <ArrowLeft /> Back to Dashboard
        </Link>
      </Button>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight">{idea.data.title}</h1>
          <p className="mt-2 max-w-3xl whitespace-pre-line text-muted-foreground">{idea.data.description}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            {idea.data.industry ? <Badge variant="secondary">{idea.data.industry}</Badge> : null}
            {idea.data.stage ? <Badge variant="outline">{idea.data.stage}</Badge> : null}
            {idea.data.target_check_size ? (
              <Badge variant="outline">${idea.data.target_check_size}K target</Badge>
            ) : null}
          </div>
        </div>
        {isOwner ? (
          <div className="flex shrink-0 gap-2">
            <Button variant="outline" onClick={() => setEditOpen(true)}>
              <Pencil /> Edit
            </Button>
            <Button disabled title="The analysis engine is not installed yet">
              <Sparkles /> Analyze
            </Button>
          </div>
        ) : null}
      </div>
      <Tabs defaultValue="Summary" className="mt-8">
        <TabsList>
          {TABS.map((t) => (
            <TabsTrigger key={t} value={t}>
              {t}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map((t) => (
          <TabsContent key={t} value={t}>
            <EmptyState icon={<Sparkles className="size-6" />} title="Not analyzed yet">
              Once this idea is analyzed, its {t.toLowerCase()} results appear here.
            </EmptyState>
          </TabsContent>
        ))}
      </Tabs>
      <IdeaFormDialog
        open={editOpen}
        onOpenChange={setEditOpen}
        heading="Edit Idea"
        submitLabel="Save Changes"
        initial={{ title: idea.data.title, description: idea.data.description }}
        onSubmit={save}
      />
    </div>
  );
}

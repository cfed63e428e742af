import { useQuery } from '@tanstack/react-query';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { api, errorMessage } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import {
  AlertTriangle,
  CalendarDays,
  FileJson,
  Gauge,
  KeyRound,
  List,
  Lock,
  Server,
  Terminal,
} from 'lucide-react';
import { Link } from 'react-router-dom';
import { DataSourcesLine } from '../investors/data-sources';
import { CodeBlock, DocSection, DocText } from './doc-blocks';
import { Container, PageHero, usePageTitle } from './marketing-layout';
import { McpDocsSection } from './mcp-docs-section';
import {
  type ApiDocsView,
  AUTH_HEADER,
  type EndpointView,
  exampleRequest,
  type HttpMethod,
  toApiDocsView,
} from './openapi-view';

const OPENAPI_URL = '/api/v1/openapi.json';
const API_KEY_LINK = '/dashboard#api-keys';

const METHOD_STYLES: Record<HttpMethod, string> = {
  GET: 'bg-emerald-100 text-emerald-800',
  POST: 'bg-blue-100 text-blue-800',
  PUT: 'bg-amber-100 text-amber-800',
  PATCH: 'bg-amber-100 text-amber-800',
  DELETE: 'bg-red-100 text-red-800',
};

/** The public API's OpenAPI document, read into what this page shows. */
function useApiDocs() {
  return useQuery({
    queryKey: ['openapi'],
    queryFn: ({ signal }) => api<unknown>(OPENAPI_URL, { signal }),
    select: (doc): ApiDocsView => toApiDocsView(doc, window.location.origin),
    staleTime: 10 * 60_000,
  });
}

function EndpointRow({ endpoint }: { endpoint: EndpointView }) {
  return (
    <li className="p-5 sm:p-6">
      <div className="flex flex-wrap items-center gap-3">
        <span
          className={cn('rounded px-2 py-0.5 font-mono text-xs font-bold', METHOD_STYLES[endpoint.method])}
        >
          {endpoint.method}
        </span>
        <code className="font-mono text-sm font-semibold break-all">{endpoint.fullPath}</code>
        {endpoint.auth ? (
          <span className="ml-auto inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs text-muted-foreground">
            <Lock aria-hidden="true" className="size-3" />
            Auth required
          </span>
        ) : null}
      </div>
      {endpoint.summary ? (
        <p className="mt-2 text-sm font-medium">
          <DocText text={endpoint.summary} />
        </p>
      ) : null}
      {endpoint.description && endpoint.description !== endpoint.summary ? (
        <p className="mt-1 text-sm text-muted-foreground">
          <DocText text={endpoint.description} />
        </p>
      ) : null}
      {endpoint.params.length ? (
        <dl className="mt-4 divide-y rounded-md border text-sm">
          {endpoint.params.map((param) => (
            <div key={`${param.in}:${param.name}`} className="grid gap-1 px-3 py-2 sm:grid-cols-[11rem_1fr]">
              <dt className="flex flex-wrap items-center gap-x-2">
                <code className="font-mono font-semibold">{param.name}</code>
                <span className="text-xs text-muted-foreground">
                  {[param.in === 'query' ? null : param.in, param.type, param.required ? 'required' : null]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </dt>
              <dd className="text-muted-foreground">
                {param.description ? <DocText text={param.description} /> : '—'}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {endpoint.hasBody ? (
        <p className="mt-3 text-xs text-muted-foreground">Takes a JSON request body.</p>
      ) : null}
    </li>
  );
}

function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-lg bg-muted', className)} />;
}

/** /api-docs: the public API, rendered from its OpenAPI document. The app itself does not call it. */
export function ApiDocsPage() {
  usePageTitle('API Documentation');
  const docs = useApiDocs();
  const view = docs.data;
  const first = view?.endpoints[0];
  const failure = docs.isError
    ? errorMessage(docs.error)
    : view && !first
      ? 'The API document lists no endpoints.'
      : null;

  return (
    <>
      <PageHero
        eyebrow="Developers"
        title="Roundwise API"
        description="Bring investor data and AI matching into your own tools with a simple REST API."
      >
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link to={API_KEY_LINK}>
              <KeyRound aria-hidden="true" />
              Get API Key
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <a href={OPENAPI_URL} target="_blank" rel="noopener noreferrer">
              <FileJson aria-hidden="true" />
              OpenAPI spec
            </a>
          </Button>
        </div>
      </PageHero>

      <Container className="grid max-w-4xl grid-cols-[minmax(0,1fr)] gap-14 py-16">
        <DocSection id="authentication" icon={<Lock aria-hidden="true" />} title="Authentication">
          <p className="text-sm leading-relaxed text-muted-foreground">
            Every request needs an API key, sent as a bearer token in the <code>Authorization</code> header.
            Create your key on your{' '}
            <Link to={API_KEY_LINK} className="font-medium text-primary hover:underline">
              dashboard
            </Link>
            . Only API keys are accepted: never a session cookie or any other token. The hourly limit is your
            account's, shared by all its keys.
          </p>
          <div className="mt-4">
            <CodeBlock label="Header" code={AUTH_HEADER} />
          </div>
        </DocSection>

        <DocSection id="data-age" icon={<CalendarDays aria-hidden="true" />} title="How old the data is">
          <p className="text-sm leading-relaxed text-muted-foreground">
            Every answer about investors carries <code>as_of</code>, the date the deal history ends, and{' '}
            <code>sources</code>: each source, what it provides and the date it describes. An investor&apos;s{' '}
            <code>status</code> (hot, warm, cold) is its activity relative to <code>status_as_of</code>, the
            end of the deal history, not to today; firm details come from a newer directory.
          </p>
          <DataSourcesLine className="mt-3" />
        </DocSection>

        {failure ? (
          <Card
            role="alert"
            className="flex flex-col items-start gap-3 border-destructive/30 p-6 sm:flex-row sm:items-center"
          >
            <AlertTriangle aria-hidden="true" className="size-5 shrink-0 text-destructive" />
            <div className="flex-1">
              <p className="font-medium">The API reference could not be loaded</p>
              <p className="text-sm text-muted-foreground">{failure}</p>
            </div>
            <Button variant="outline" onClick={() => docs.refetch()}>
              Try again
            </Button>
          </Card>
        ) : (
          <>
            <DocSection id="base-url" icon={<Server aria-hidden="true" />} title="Base URL">
              {view ? <CodeBlock label="Base URL" code={view.baseUrl} /> : <Skeleton className="h-24" />}
            </DocSection>

            <DocSection id="endpoints" icon={<List aria-hidden="true" />} title="Endpoints">
              <Card className="overflow-hidden" aria-busy={!view}>
                <ul className="divide-y">
                  {view
                    ? view.endpoints.map((endpoint) => (
                        <EndpointRow key={`${endpoint.method} ${endpoint.path}`} endpoint={endpoint} />
                      ))
                    : [0, 1, 2, 3].map((i) => (
                        <li key={i} className="grid gap-3 p-6">
                          <Skeleton className="h-5 w-64" />
                          <Skeleton className="h-4 w-full max-w-md" />
                        </li>
                      ))}
                </ul>
              </Card>
            </DocSection>

            <DocSection id="example" icon={<Terminal aria-hidden="true" />} title="Example request">
              {view && first ? (
                <CodeBlock label="cURL" code={exampleRequest(view.baseUrl, first)} />
              ) : (
                <Skeleton className="h-36" />
              )}
            </DocSection>

            <DocSection id="rate-limits" icon={<Gauge aria-hidden="true" />} title="Rate limits">
              <ul className="grid gap-4 sm:grid-cols-3">
                {(view?.rateLimits ?? [null, null, null]).map((tier, i) => (
                  <li key={tier?.plan ?? i}>
                    {tier ? (
                      <Card className="h-full p-5">
                        <p className="text-sm font-medium text-muted-foreground">{tier.plan}</p>
                        <p className="mt-1 text-lg font-semibold">{tier.limit}</p>
                      </Card>
                    ) : (
                      <Skeleton className="h-22" />
                    )}
                  </li>
                ))}
              </ul>
            </DocSection>
          </>
        )}

        <McpDocsSection origin={window.location.origin} />
      </Container>
    </>
  );
}

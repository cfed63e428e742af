import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';
import { notify, notifyError } from '@web/lib/toast';
import { Check, Copy, Gauge, KeyRound, List, Lock, Server, Terminal } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router-dom';
import { API_ENDPOINTS, API_RATE_LIMITS, type ApiEndpoint, type HttpMethod } from './marketing-content';
import { Container, IconTile, PageHero } from './marketing-layout';

const AUTH_HEADER = 'Authorization: Bearer YOUR_API_KEY';

const METHOD_STYLES: Record<HttpMethod, string> = {
  GET: 'bg-emerald-100 text-emerald-800',
  POST: 'bg-blue-100 text-blue-800',
  PUT: 'bg-amber-100 text-amber-800',
  PATCH: 'bg-amber-100 text-amber-800',
  DELETE: 'bg-red-100 text-red-800',
};

function apiBaseUrl(): string {
  return `${typeof window === 'undefined' ? '' : window.location.origin}/api/v1`;
}

function exampleRequest(baseUrl: string): string {
  return [
    `curl -X GET "${baseUrl}/investors?status=hot&stage=seed&limit=10" \\`,
    `  -H "${AUTH_HEADER}" \\`,
    '  -H "Content-Type: application/json"',
  ].join('\n');
}

function CodeBlock({ code, label }: { code: string; label: string }) {
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      notify('Copied', `${label} copied to the clipboard.`);
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      notifyError('Copy failed', 'Select the text and copy it manually.');
    }
  }

  return (
    <div className="relative overflow-hidden rounded-lg bg-slate-950 text-slate-100 shadow-sm">
      <div className="flex items-center justify-between border-b border-white/10 px-4 py-2">
        <span className="text-xs font-medium text-slate-400">{label}</span>
        <button
          type="button"
          onClick={copy}
          className="inline-flex cursor-pointer items-center gap-1.5 rounded px-2 py-1 text-xs text-slate-300 transition-colors hover:bg-white/10 hover:text-white"
        >
          {copied ? (
            <Check aria-hidden="true" className="size-3.5" />
          ) : (
            <Copy aria-hidden="true" className="size-3.5" />
          )}
          {copied ? 'Copied' : 'Copy'}
        </button>
      </div>
      <pre className="overflow-x-auto p-4 text-sm leading-relaxed">
        <code>{code}</code>
      </pre>
    </div>
  );
}

function EndpointRow({ endpoint }: { endpoint: ApiEndpoint }) {
  return (
    <li className="p-5 sm:p-6">
      <div className="flex flex-wrap items-center gap-3">
        <span
          className={cn('rounded px-2 py-0.5 font-mono text-xs font-bold', METHOD_STYLES[endpoint.method])}
        >
          {endpoint.method}
        </span>
        <code className="font-mono text-sm font-semibold break-all">{endpoint.path}</code>
        {endpoint.auth ? (
          <span className="ml-auto inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs text-muted-foreground">
            <Lock aria-hidden="true" className="size-3" />
            Auth required
          </span>
        ) : null}
      </div>
      <p className="mt-2 text-sm text-muted-foreground">{endpoint.description}</p>
      {endpoint.params?.length ? (
        <div className="mt-3">
          <p className="text-xs font-semibold uppercase tracking-wider text-muted-foreground">
            Query parameters
          </p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {endpoint.params.map((param) => (
              <li key={param.name} className="rounded-md bg-muted px-2 py-1 text-xs">
                <code className="font-mono font-semibold text-foreground">{param.name}</code>
                <span className="text-muted-foreground"> — {param.description}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </li>
  );
}

function DocSection({
  id,
  icon,
  title,
  children,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="scroll-mt-24">
      <div className="flex items-center gap-3">
        <IconTile className="size-9 [&_svg]:size-4">{icon}</IconTile>
        <h2 id={id} className="text-xl font-semibold tracking-tight">
          {title}
        </h2>
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** /api-docs — documents the public API; the app itself does not call it. */
export function ApiDocsPage() {
  const baseUrl = apiBaseUrl();
  return (
    <>
      <PageHero
        eyebrow="Developers"
        title="Roundwise API"
        description="Bring investor data and AI matching into your own tools with a simple REST API."
      >
        <Button asChild size="lg">
          <Link to="/dashboard">
            <KeyRound aria-hidden="true" />
            Get API Key
          </Link>
        </Button>
      </PageHero>

      <Container className="grid max-w-4xl grid-cols-[minmax(0,1fr)] gap-14 py-16">
        <DocSection id="authentication" icon={<Lock aria-hidden="true" />} title="Authentication">
          <p className="text-sm leading-relaxed text-muted-foreground">
            Every request needs an API key, sent as a bearer token in the <code>Authorization</code> header.
            Get your key from your{' '}
            <Link to="/dashboard" className="font-medium text-primary hover:underline">
              dashboard
            </Link>
            . The API also accepts a JWT access token from a signed-in session in the same header.
          </p>
          <div className="mt-4">
            <CodeBlock label="Header" code={AUTH_HEADER} />
          </div>
        </DocSection>

        <DocSection id="base-url" icon={<Server aria-hidden="true" />} title="Base URL">
          <CodeBlock label="Base URL" code={baseUrl} />
        </DocSection>

        <DocSection id="endpoints" icon={<List aria-hidden="true" />} title="Endpoints">
          <Card className="overflow-hidden">
            <ul className="divide-y">
              {API_ENDPOINTS.map((endpoint) => (
                <EndpointRow key={`${endpoint.method} ${endpoint.path}`} endpoint={endpoint} />
              ))}
            </ul>
          </Card>
        </DocSection>

        <DocSection id="example" icon={<Terminal aria-hidden="true" />} title="Example request">
          <CodeBlock label="cURL" code={exampleRequest(baseUrl)} />
        </DocSection>

        <DocSection id="rate-limits" icon={<Gauge aria-hidden="true" />} title="Rate limits">
          <ul className="grid gap-4 sm:grid-cols-3">
            {API_RATE_LIMITS.map((tier) => (
              <li key={tier.plan}>
                <Card className="h-full p-5">
                  <p className="text-sm font-medium text-muted-foreground">{tier.plan}</p>
                  <p className="mt-1 text-lg font-semibold">{tier.limit}</p>
                </Card>
              </li>
            ))}
          </ul>
        </DocSection>
      </Container>
    </>
  );
}

import { Card } from '@web/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { Bot } from 'lucide-react';
import { CodeBlock, DocSection } from './doc-blocks';
import {
  claudeDesktopConfig,
  cursorConfig,
  genericConfig,
  MCP_TOOLS,
  mcpCurlExample,
  mcpEndpoint,
} from './mcp-config';

function Code({ children }: { children: string }) {
  return (
    <code className="rounded bg-muted px-1 py-0.5 font-mono text-[0.85em] text-foreground">{children}</code>
  );
}

/** /api-docs' section on the MCP server: what an assistant can do with a key, and how to connect one. */
export function McpDocsSection({ origin }: { origin: string }) {
  return (
    <DocSection id="mcp" icon={<Bot aria-hidden="true" />} title="Use it from your AI assistant (MCP)">
      <div className="grid gap-4 text-sm leading-relaxed text-muted-foreground">
        <p>
          Roundwise is also a Model Context Protocol server, so Claude, Cursor and other assistants can search
          investors, match a round and work on your pipeline in a conversation. It answers at{' '}
          <Code>{mcpEndpoint(origin)}</Code> (Streamable HTTP) with the same API keys and plan limits as the
          REST API: every tool call counts as one request, and a call past the limit says when to try again. A
          key sees exactly what its owner sees; the pipeline tools work only on the key owner&apos;s own
          ideas.
        </p>
        <p>
          Each answer is short text for the model plus the same data as structured content, and states the
          data&apos;s dates (deal history to June 2013, firm directory of 2026), so the assistant does not
          present old deals as current.
        </p>
      </div>

      <Card className="mt-4 overflow-hidden">
        <ul className="divide-y text-sm">
          {MCP_TOOLS.map((tool) => (
            <li key={tool.name} className="grid gap-1 px-4 py-2.5 sm:grid-cols-[12rem_1fr]">
              <code className="font-mono font-semibold">{tool.name}</code>
              <span className="text-muted-foreground">
                {tool.summary}
                {tool.founderOnly ? ' (founders’ keys)' : ''}
              </span>
            </li>
          ))}
        </ul>
      </Card>

      <Tabs defaultValue="claude" className="mt-6">
        <TabsList aria-label="MCP client">
          <TabsTrigger value="claude">Claude Desktop</TabsTrigger>
          <TabsTrigger value="cursor">Cursor</TabsTrigger>
          <TabsTrigger value="other">Other clients</TabsTrigger>
        </TabsList>
        <TabsContent value="claude" className="grid gap-3">
          <p className="text-sm text-muted-foreground">
            Claude Desktop starts its tools as local processes. In a Roundwise checkout (
            <Code>npm install</Code> once), <Code>npm run --silent mcp</Code> passes each call to this site
            with your key. Add this to <Code>claude_desktop_config.json</Code> (Settings → Developer → Edit
            Config), with your key and the checkout&apos;s path, and restart Claude.
          </p>
          <CodeBlock label="claude_desktop_config.json" code={claudeDesktopConfig(origin)} />
        </TabsContent>
        <TabsContent value="cursor" className="grid gap-3">
          <p className="text-sm text-muted-foreground">
            Cursor connects to the URL directly. Add this to <Code>~/.cursor/mcp.json</Code> (or a
            project&apos;s <Code>.cursor/mcp.json</Code>) with your key.
          </p>
          <CodeBlock label="mcp.json" code={cursorConfig(origin)} />
        </TabsContent>
        <TabsContent value="other" className="grid gap-3">
          <p className="text-sm text-muted-foreground">
            Any MCP client: the endpoint and its header, or the stdio command. The server keeps no session, so
            the curl below lists the tools without a handshake.
          </p>
          <CodeBlock label="MCP client settings" code={genericConfig(origin)} />
          <CodeBlock label="cURL" code={mcpCurlExample(origin)} />
        </TabsContent>
      </Tabs>
    </DocSection>
  );
}

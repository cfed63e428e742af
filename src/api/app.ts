import { existsSync } from 'node:fs';
import path from 'node:path';
import { toNodeHandler } from 'better-auth/node';
import express, { type Express } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import { CLIENT_IP_HEADER } from '../auth/auth';
import { createMcpRouter } from '../mcp/mcp-router';
import { createRouteRegistry, type DeclaredRoute } from './access';
import type { AppDeps } from './deps';
import { AppError, errorHandler } from './errors';
import { requestLimit } from './request-limit';
import { registerAccountRoutes } from './routes/account';
import { registerAdvisorRoutes } from './routes/advisors';
import { registerApiKeyRoutes } from './routes/api-keys';
import { registerAuditLogRoutes } from './routes/audit-log';
import { registerContactRoutes } from './routes/contact';
import { registerContactsRoutes } from './routes/contacts';
import { registerCrawlRoutes } from './routes/crawls';
import { registerDealFlowRoutes } from './routes/dealflow';
import { registerDocumentRoutes } from './routes/documents';
import { registerFunctionRoutes } from './routes/functions';
import { registerHealthRoutes } from './routes/health';
import { registerIdeaNetworkRoutes } from './routes/idea-network';
import { registerIdeaRoutes } from './routes/ideas';
import { registerInvestorActivityRoutes } from './routes/investor-activity';
import { registerInvestorPeopleRoutes } from './routes/investor-people';
import { registerInvestorRoutes } from './routes/investors';
import { registerNotificationRoutes } from './routes/notifications';
import { registerPipelineRoutes } from './routes/pipeline';
import { registerRunRoutes } from './routes/runs';
import { registerWaitlistRoutes } from './routes/waitlist';
import { registerWorkbenchRoutes } from './routes/workbench';
import { registerWorkbenchActionRoutes } from './routes/workbench-actions';
import { createV1Router } from './v1/router';

export function createApp(deps: AppDeps): { app: Express; routes: DeclaredRoute[] } {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: { 'img-src': ["'self'", 'data:'], 'upgrade-insecure-requests': null },
      },
    }),
  );
  // Request logs are written at info; below that level the middleware (a child logger per request) is not mounted.
  if (deps.logger.isLevelEnabled('info')) {
    app.use(
      pinoHttp({
        logger: deps.logger,
        autoLogging: { ignore: (req) => !/^\/(api|mcp)(\/|\?|$)/.test(req.url ?? '') },
        // Method, path and status only: headers carry session cookies and API keys, which must never reach a log.
        serializers: {
          req: (req: { method: string; url: string }) => ({ method: req.method, url: req.url.split('?')[0] }),
          res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
        },
      }),
    );
  }

  // Searches and the public API (REST and MCP) take their turn, REQUEST_CONCURRENCY at a time per process; the rest
  // never wait.
  app.use(['/api/investors', '/api/v1', '/mcp'], requestLimit(deps.config.REQUEST_CONCURRENCY));

  // better-auth reads the raw body itself, so it is mounted before express.json().
  app.all('/api/auth/{*any}', (req, _res, next) => {
    // better-auth rate-limits sign-in per client address, read from a header. Express knows the real one
    // (req.ip honours X-Forwarded-For only from a trusted proxy), so it is passed on, never taken from the client.
    req.headers[CLIENT_IP_HEADER] = req.ip ?? req.socket.remoteAddress ?? 'unknown';
    next();
  });
  app.all('/api/auth/{*any}', toNodeHandler(deps.auth));
  // JSON bodies are parsed per route, each with its own size limit (see defineRoute's bodyLimit).

  const api = express.Router();
  const { defineRoute, declared } = createRouteRegistry(deps, api);
  registerHealthRoutes(defineRoute, deps);
  registerAccountRoutes(defineRoute, deps);
  registerIdeaRoutes(defineRoute, deps);
  registerIdeaNetworkRoutes(defineRoute, deps);
  registerDocumentRoutes(defineRoute, deps);
  registerWaitlistRoutes(defineRoute, deps);
  registerContactRoutes(defineRoute, deps);
  registerContactsRoutes(defineRoute, deps);
  registerDealFlowRoutes(defineRoute, deps);
  registerAdvisorRoutes(defineRoute, deps);
  registerInvestorActivityRoutes(defineRoute, deps);
  registerNotificationRoutes(defineRoute, deps);
  registerPipelineRoutes(defineRoute, deps);
  registerInvestorRoutes(defineRoute, deps);
  registerInvestorPeopleRoutes(defineRoute, deps);
  registerApiKeyRoutes(defineRoute, deps);
  registerRunRoutes(defineRoute, deps);
  registerCrawlRoutes(defineRoute, deps);
  registerFunctionRoutes(defineRoute, deps);
  registerWorkbenchRoutes(defineRoute, deps);
  registerWorkbenchActionRoutes(defineRoute, deps);
  registerAuditLogRoutes(defineRoute, deps);
  api.use((req) => {
    throw new AppError('not_found', `No API route ${req.method} ${req.path}`);
  });
  app.use('/api/v1', createV1Router(deps, declared));
  // The public API for AI assistants (Model Context Protocol): the same keys, limits and access rules as /api/v1.
  app.use('/mcp', createMcpRouter(deps));
  app.use('/api', api);

  if (deps.webDist && existsSync(deps.webDist)) {
    const dist = deps.webDist;
    app.use(express.static(dist, { index: false, maxAge: '1h' }));
    // The web app routes on the client: every other GET gets its shell, and unknown paths show its 404 page.
    app.get('/{*any}', (_req, res) => res.sendFile(path.join(dist, 'index.html')));
  }
  app.use(errorHandler(deps.logger, deps.config.ERROR_DETAILS));
  return { app, routes: declared };
}

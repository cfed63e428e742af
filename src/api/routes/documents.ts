import { z } from 'zod';
import { ZShareDocumentRequest } from '../../../core/contracts/idea-public';
import { ZIdea, ZIdParam } from '../../../core/contracts/ideas';
import {
  deleteDocument,
  findDocument,
  setDocumentShared,
  uploadDocument,
} from '../../documents/document-service';
import { DOCUMENT_MIME } from '../../documents/document-types';
import { loadIdeaFor, toIdeaResponse } from '../../ideas/idea-access';
import { isShared, readsWholeIdea } from '../../ideas/idea-public-view';
import { accountPlan } from '../../plans/account-plan';
import type { DefineRoute } from '../access';
import type { AppDeps } from '../deps';
import { AppError } from '../errors';

const ZDocumentParams = ZIdParam.extend({ docId: z.uuid('Document id must be a UUID') });

/**
 * An idea's documents (spec §5 "Document upload"): its founder uploads (one file, pdf/doc/docx/ppt/pptx/txt,
 * at most 20 MB, checked by content), shares and deletes them. Its founder (and admins) download any of them;
 * advisors and investors who may read the idea download only those the founder shared.
 */
export function registerDocumentRoutes(defineRoute: DefineRoute, deps: AppDeps) {
  const planOf = (userId: string) => accountPlan(deps.db, userId, deps.config.PLAN_DEFAULT);
  const ctx = { db: deps.db, dataDir: deps.config.dataDir, logger: deps.logger };
  const allowedOrigin = new URL(deps.config.baseUrl).origin;

  /** A new or removed document changes the idea's text; a failed refresh is only logged (spec §8). */
  async function refreshEmbedding(ideaId: string) {
    await deps.embeddings.refreshIdea(ideaId);
  }

  defineRoute({
    method: 'post',
    path: '/ideas/:id/documents',
    access: ['founder'],
    params: ZIdParam,
    status: 201,
    response: ZIdea,
    handler: async ({ caller, params, req }) => {
      // A form can post multipart across sites without a preflight; the browser's Origin says where it came from.
      const origin = req.headers.origin;
      if (origin && origin !== allowedOrigin)
        throw new AppError('forbidden', 'Uploads come from the app only');
      const idea = await loadIdeaFor(deps.db, caller!, params.id, 'write');
      const updated = await uploadDocument(ctx, idea, req);
      await refreshEmbedding(idea.id);
      return toIdeaResponse(updated, await planOf(caller!.id));
    },
  });

  defineRoute({
    method: 'get',
    path: '/ideas/:id/documents/:docId',
    access: 'signed-in',
    params: ZDocumentParams,
    handler: async ({ caller, params, res }) => {
      const idea = await loadIdeaFor(deps.db, caller!, params.id, 'read');
      const { doc, filePath } = findDocument(ctx.dataDir, idea, params.docId);
      // A reader is told no more about an unshared document than about one that does not exist.
      if (!readsWholeIdea(caller!, idea) && !isShared(doc))
        throw new AppError('not_found', 'Document not found');
      if (!filePath || !doc.type) throw new AppError('not_found', 'Document file not found');
      res.attachment(doc.name);
      res.set({
        'Content-Type': DOCUMENT_MIME[doc.type],
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-store',
        'Content-Security-Policy': "default-src 'none'; sandbox",
      });
      await new Promise<void>((resolve, reject) => {
        res.sendFile(filePath, { dotfiles: 'deny', lastModified: false }, (err) => {
          // Once the file has begun, a failure (most often the client going away) can only end the response.
          if (!err || res.headersSent) resolve();
          else if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
            reject(new AppError('not_found', 'Document file not found'));
          } else reject(err);
        });
      });
      return undefined;
    },
  });

  defineRoute({
    method: 'patch',
    path: '/ideas/:id/documents/:docId',
    access: ['founder'],
    params: ZDocumentParams,
    body: ZShareDocumentRequest,
    response: ZIdea,
    handler: async ({ caller, params, body }) => {
      const idea = await loadIdeaFor(deps.db, caller!, params.id, 'write');
      return toIdeaResponse(
        await setDocumentShared(ctx, idea, params.docId, body.shared),
        await planOf(caller!.id),
      );
    },
  });

  defineRoute({
    method: 'delete',
    path: '/ideas/:id/documents/:docId',
    access: ['founder'],
    params: ZDocumentParams,
    response: ZIdea,
    handler: async ({ caller, params }) => {
      const idea = await loadIdeaFor(deps.db, caller!, params.id, 'write');
      const updated = await deleteDocument(ctx, idea, params.docId);
      await refreshEmbedding(idea.id);
      return toIdeaResponse(updated, await planOf(caller!.id));
    },
  });
}

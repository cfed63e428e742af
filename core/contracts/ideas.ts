import { z } from 'zod';
import { ZRecommendations } from './recommendations';
import { ZRound, ZRoundEdit } from './round';

const ZIdeaTitle = z
  .string({ error: 'Title is required' })
  .trim()
  .min(1, 'Title is required')
  .max(200, 'Title must be at most 200 characters');
const ZIdeaDescription = z
  .string({ error: 'Description is required' })
  .trim()
  .min(1, 'Description is required')
  .max(5000, 'Description must be at most 5000 characters');

export const ZCreateIdeaRequest = z.object({ title: ZIdeaTitle, description: ZIdeaDescription }).strict();
export type TCreateIdeaRequest = z.infer<typeof ZCreateIdeaRequest>;

export const ZUpdateIdeaRequest = z
  .object({
    title: ZIdeaTitle,
    description: ZIdeaDescription,
    show_in_deal_flow: z.boolean('Show in deal flow must be true or false'),
    /** The founder's corrections of the round read from their words. */
    round: ZRoundEdit,
  })
  .partial()
  .strict()
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'Nothing to update');
export type TUpdateIdeaRequest = z.infer<typeof ZUpdateIdeaRequest>;

/**
 * One of an idea's documents. The spec's entries are { name, url, uploadedAt }; uploads also record an id, the
 * size in bytes and the type checked from the content. Entries written before uploads existed may lack them.
 */
export const ZIdeaDocument = z.object({
  name: z.string(),
  url: z.string(),
  uploadedAt: z.string(),
  id: z.string().optional(),
  size: z.number().int().nonnegative().optional(),
  type: z.enum(['pdf', 'doc', 'docx', 'ppt', 'pptx', 'txt']).optional(),
  /** Shown to advisors and investors who read the idea (its founder's switch; off unless turned on). */
  shared: z.boolean().optional(),
});

export const ZIdea = z.object({
  id: z.string(),
  user_id: z.string(),
  title: z.string(),
  description: z.string(),
  industry: z.string().nullable(),
  stage: z.string().nullable(),
  target_check_size: z.number().nullable(),
  documents: z.array(ZIdeaDocument),
  /** The saved analysis (./recommendations.ts), older ones upgraded when read; null until the first. */
  recommendations: ZRecommendations.nullable(),
  /** The round read from the founder's words and corrected by them; null until first read. */
  round: ZRound.nullable(),
  show_in_deal_flow: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TIdea = z.infer<typeof ZIdea>;
export const ZIdeaList = z.object({ ideas: z.array(ZIdea) });
export type TIdeaList = z.infer<typeof ZIdeaList>;

export const ZIdParam = z.object({ id: z.uuid('Idea id must be a UUID') });

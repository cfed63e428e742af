import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Embedder } from '../../core/vectors/embedder';
import type { Db } from '../db/connect';
import type { IdeaRow } from '../ideas/idea.table';
import type { Logger } from '../logger';
import type { ProfileRow } from '../profiles/profile.table';

/** What `refresh*` did: embedded the new text, found the stored vector current, or failed (and logged). */
export type RefreshOutcome = 'embedded' | 'unchanged' | 'missing' | 'failed';

/** Texts of an idea's documents, as extracted when they were uploaded. */
export type DocumentTexts = (idea: Pick<IdeaRow, 'id' | 'user_id' | 'documents'>) => Promise<string[]>;

// The embedder reads the start of a text: the idea itself first, then as much of its documents as fits.
const MAX_TEXT = 20_000;
const MAX_PER_DOCUMENT = 6_000;

/** Markup is not what a text says: tags, scripts and styles are left out before it is embedded or read. */
export function withoutMarkup(text: string): string {
  return text
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<\/?[a-z][^>]*>/gi, ' ')
    .replace(/[ \t]+/g, ' ')
    .trim();
}

/** Spec: the idea text is 'title. description' (markup left out); the texts of its documents follow. */
export function ideaText(
  idea: Pick<IdeaRow, 'title' | 'description'>,
  documents: readonly string[] = [],
): string {
  const parts = [`${withoutMarkup(idea.title)}. ${withoutMarkup(idea.description)}`];
  for (const text of documents) {
    const clean = text.replace(/\s+/g, ' ').trim();
    if (clean) parts.push(clean.slice(0, MAX_PER_DOCUMENT));
  }
  return parts.join('\n\n').slice(0, MAX_TEXT);
}

/**
 * Spec: a profile's text is 'name. LinkedIn: url', and an advisor's is built from name, headline and skills;
 * so the name comes first, then what is known of the headline and skills, then the LinkedIn URL.
 */
export function profileText(
  profile: Pick<ProfileRow, 'full_name' | 'email' | 'headline' | 'skills' | 'linkedin_url'>,
): string {
  const parts = [profile.full_name?.trim() || profile.email.split('@')[0]!];
  if (profile.headline?.trim()) parts.push(profile.headline.trim());
  if (profile.skills.length) parts.push(`Skills: ${profile.skills.join(', ')}`);
  if (profile.linkedin_url) parts.push(`LinkedIn: ${profile.linkedin_url}`);
  return `${parts.join('. ')}`;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

/**
 * The embeddings of ideas and profiles (spec: generate-embeddings), regenerated after an idea is created or
 * edited, a document is uploaded or removed, or a profile is saved. A failure here never fails the save that
 * asked for it: it is logged, and the next save tries again.
 */
export class Embeddings {
  constructor(
    private readonly db: Db,
    private readonly embedder: Embedder,
    private readonly logger: Logger,
    private readonly documentTexts: DocumentTexts,
  ) {}

  get model(): string {
    return this.embedder.name;
  }

  /** Vectors of other texts from the same model (an advisor's skills), to compare with the stored ones. */
  embed(texts: readonly string[]): Promise<Float32Array[]> {
    return this.embedder.embed(texts);
  }

  async refreshIdea(ideaId: string): Promise<RefreshOutcome> {
    try {
      const idea = await this.db
        .selectFrom('ideas')
        .select(['id', 'user_id', 'title', 'description', 'documents'])
        .where('id', '=', ideaId)
        .executeTakeFirst();
      if (!idea) return 'missing';
      const text = ideaText(idea, idea.documents.length ? await this.documentTexts(idea) : []);
      return await this.store('idea', ideaId, text);
    } catch (err) {
      this.logger.warn({ err, ideaId }, 'Could not regenerate the idea embedding');
      return 'failed';
    }
  }

  async refreshProfile(userId: string): Promise<RefreshOutcome> {
    try {
      const profile = await this.db
        .selectFrom('profiles')
        .select(['full_name', 'email', 'headline', 'skills', 'linkedin_url'])
        .where('id', '=', userId)
        .executeTakeFirst();
      if (!profile) return 'missing';
      const text = profileText(profile);
      return await this.store('profile', userId, text);
    } catch (err) {
      this.logger.warn({ err, userId }, 'Could not regenerate the profile embedding');
      return 'failed';
    }
  }

  /**
   * Makes again the newest ideas' and profiles' vectors that are missing or of another model (the embedder changed:
   * the hashing vectors of before, a switch to EMBEDDINGS=openai), so they are read again, not only at their next
   * save. At most `limit` of each, newest first; what it embedded, counted.
   */
  async refreshStale(limit = 500): Promise<{ ideas: number; profiles: number }> {
    const ideas = await this.db
      .selectFrom('ideas')
      .leftJoin('idea_embeddings as e', 'e.idea_id', 'ideas.id')
      .select('ideas.id')
      .where((eb) => eb.or([eb('e.model', 'is', null), eb('e.model', '!=', this.model)]))
      .orderBy('ideas.created_at', 'desc')
      .limit(limit)
      .execute();
    const profiles = await this.db
      .selectFrom('profiles')
      .leftJoin('profile_embeddings as e', 'e.user_id', 'profiles.id')
      .select('profiles.id')
      .where((eb) => eb.or([eb('e.model', 'is', null), eb('e.model', '!=', this.model)]))
      .orderBy('profiles.created_at', 'desc')
      .limit(limit)
      .execute();
    let done = { ideas: 0, profiles: 0 };
    for (const { id } of ideas)
      if ((await this.refreshIdea(id)) === 'embedded') done = { ...done, ideas: done.ideas + 1 };
    for (const { id } of profiles)
      if ((await this.refreshProfile(id)) === 'embedded') done = { ...done, profiles: done.profiles + 1 };
    return done;
  }

  /** Embeds `text` and upserts it for the idea or profile, unless the stored vector is of this same text. */
  private async store(kind: 'idea' | 'profile', id: string, text: string): Promise<'embedded' | 'unchanged'> {
    const table = sql.table(kind === 'idea' ? 'idea_embeddings' : 'profile_embeddings');
    const key = sql.ref(kind === 'idea' ? 'idea_id' : 'user_id');
    const hash = sha256(text);
    const { rows } = await sql<{ model: string; text_hash: string }>`
      select model, text_hash from ${table} where ${key} = ${id}`.execute(this.db);
    if (rows[0]?.model === this.model && rows[0].text_hash === hash) return 'unchanged';
    const [vector] = await this.embedder.embed([text]);
    await sql`insert into ${table} (${key}, model, text_hash, vector, updated_at)
      values (${id}, ${this.model}, ${hash}, ${Array.from(vector!)}::real[], now())
      on conflict (${key}) do update set model = excluded.model, text_hash = excluded.text_hash,
        vector = excluded.vector, updated_at = excluded.updated_at`.execute(this.db);
    return 'embedded';
  }

  /** The stored vectors of these ideas made by the current model (others are left out). */
  async ideaVectors(ideaIds: readonly string[]): Promise<Map<string, Float32Array>> {
    if (ideaIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('idea_embeddings')
      .select(['idea_id', 'vector'])
      .where('idea_id', 'in', ideaIds)
      .where('model', '=', this.model)
      .execute();
    return new Map(rows.map((r) => [r.idea_id, Float32Array.from(r.vector)]));
  }

  async profileVector(userId: string): Promise<Float32Array | null> {
    const row = await this.db
      .selectFrom('profile_embeddings')
      .select('vector')
      .where('user_id', '=', userId)
      .where('model', '=', this.model)
      .executeTakeFirst();
    return row ? Float32Array.from(row.vector) : null;
  }
}

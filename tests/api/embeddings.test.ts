import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/logger';
import { Embeddings, ideaText, profileText } from '../../src/vectors/embeddings';
import { OnnxEmbedder } from '../../src/vectors/onnx-embedder';
import { onboardedUser } from '../helpers/client';
import { startTestApp, type TestApp } from '../helpers/test-app';

let app: TestApp;
// The product's own model, as the app embeds with it.
let embedder: OnnxEmbedder;
beforeAll(async () => {
  [app, embedder] = await Promise.all([startTestApp(), OnnxEmbedder.open()]);
});
afterAll(() => Promise.all([app.close(), embedder.close()]));
const embedOne = async (text: string) => (await embedder.embed([text]))[0]!;
const stored = (ideaId: string) =>
  app.db.selectFrom('idea_embeddings').selectAll().where('idea_id', '=', ideaId).executeTakeFirst();
const close = (actual: number[], expected: Float32Array) => {
  expect(actual).toHaveLength(expected.length);
  actual.forEach((v, i) => {
    expect(v).toBeCloseTo(expected[i]!, 5);
  });
};

describe('idea embeddings', () => {
  it('are made when onboarding creates the first idea, from its title and description', async () => {
    const { ideaId } = await onboardedUser(app.url, 'founder');
    const row = await stored(ideaId!);
    expect(row?.model).toBe(embedder.name);
    close(
      row!.vector,
      await embedOne(ideaText({ title: 'Freight copilot', description: 'AI assistant for freight brokers' })),
    );
  });

  it('are made for a new idea and made again when it is edited', async () => {
    const { client } = await onboardedUser(app.url, 'founder');
    const created = await client.post('/api/ideas', {
      title: 'Dental robots',
      description: 'Robots for dentists',
    });
    expect(created.status).toBe(201);
    const first = await stored(created.body.id);
    close(first!.vector, await embedOne('Dental robots. Robots for dentists'));

    const edited = await client.patch(`/api/ideas/${created.body.id}`, {
      description: 'Payments for clinics',
    });
    expect(edited.status).toBe(200);
    const second = await stored(created.body.id);
    close(second!.vector, await embedOne('Dental robots. Payments for clinics'));
    expect(second!.text_hash).not.toBe(first!.text_hash);
  });

  it('are not made again when a save changes nothing', async () => {
    const { client } = await onboardedUser(app.url, 'founder');
    const created = await client.post('/api/ideas', { title: 'Same', description: 'Unchanged' });
    const before = await stored(created.body.id);
    await client.patch(`/api/ideas/${created.body.id}`, { title: 'Same' });
    expect((await stored(created.body.id))!.updated_at).toEqual(before!.updated_at);
  });
});

describe('a vector of another model (the hashing embedder of before, 256 numbers)', () => {
  it("is never read as this model's, and is made again at the next save, even of the same text", async () => {
    const { client, ideaId } = await onboardedUser(app.url, 'founder');
    const current = await stored(ideaId!);
    await app.db
      .updateTable('idea_embeddings')
      .set({ model: 'hashing-v1', vector: new Array(256).fill(0.0625) })
      .where('idea_id', '=', ideaId!)
      .execute();
    expect((await client.patch(`/api/ideas/${ideaId}`, { title: 'Freight copilot' })).status).toBe(200);
    const again = await stored(ideaId!);
    expect(again).toMatchObject({ model: embedder.name, text_hash: current!.text_hash });
    expect(again!.vector).toHaveLength(384);
    close(again!.vector, Float32Array.from(current!.vector));
  });
});

describe('vectors of another model, made again in the background (as the analysis worker does at start)', () => {
  it("are replaced by this model's for ideas and profiles, newest first, and current ones are left alone", async () => {
    const { ideaId, id } = await onboardedUser(app.url, 'founder');
    await app.db
      .updateTable('idea_embeddings')
      .set({ model: 'hashing-v1' })
      .where('idea_id', '=', ideaId!)
      .execute();
    await app.db.deleteFrom('profile_embeddings').where('user_id', '=', id).execute();
    const embeddings = new Embeddings(app.db, embedder, createLogger('silent', false), async () => []);
    const done = await embeddings.refreshStale();
    expect(done.ideas).toBeGreaterThanOrEqual(1);
    expect(done.profiles).toBeGreaterThanOrEqual(1);
    expect((await stored(ideaId!))?.model).toBe(embedder.name);
    const profile = await app.db
      .selectFrom('profile_embeddings')
      .selectAll()
      .where('user_id', '=', id)
      .executeTakeFirst();
    expect(profile?.model).toBe(embedder.name);
    expect(await embeddings.refreshStale()).toEqual({ ideas: 0, profiles: 0 });
  });
});

describe('idea embeddings and documents', () => {
  it('take in the text of an uploaded document, and let it go when it is deleted', async () => {
    const { client, ideaId } = await onboardedUser(app.url, 'founder');
    const jar = (client as unknown as { cookies: Map<string, string> }).cookies;
    const form = new FormData();
    const deck = 'Our wedge is instant freight quotes for brokers in Ohio.';
    form.append('file', new Blob([deck], { type: 'text/plain' }), 'deck.txt');
    const uploaded = await fetch(`${app.url}/api/ideas/${ideaId}/documents`, {
      method: 'POST',
      headers: { origin: app.url, cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const idea = { title: 'Freight copilot', description: 'AI assistant for freight brokers' };
    close((await stored(ideaId!))!.vector, await embedOne(ideaText(idea, [deck])));

    const doc = ((await uploaded.json()) as { documents: { id: string }[] }).documents[0]!;
    expect((await client.del(`/api/ideas/${ideaId}/documents/${doc.id}`)).status).toBe(200);
    close((await stored(ideaId!))!.vector, await embedOne(ideaText(idea)));
  });
});

describe('profile embeddings', () => {
  it('are made at onboarding from the name and LinkedIn URL, and again when the profile is saved', async () => {
    const { client, id } = await onboardedUser(app.url, 'advisor', 'Grace Hopper');
    const row = () =>
      app.db.selectFrom('profile_embeddings').selectAll().where('user_id', '=', id).executeTakeFirstOrThrow();
    const base = { full_name: 'Grace Hopper', email: 'x@example.com', headline: null, skills: [] };
    close(
      (await row()).vector,
      await embedOne(profileText({ ...base, linkedin_url: 'https://www.linkedin.com/in/test-user' })),
    );
    const saved = await client.patch(`/api/profiles/${id}`, { full_name: 'Rear Admiral Hopper' });
    expect(saved.status).toBe(200);
    close(
      (await row()).vector,
      await embedOne(
        profileText({
          ...base,
          full_name: 'Rear Admiral Hopper',
          linkedin_url: 'https://www.linkedin.com/in/test-user',
        }),
      ),
    );
  });
});

describe('when the embedding cannot be made', () => {
  it('the idea is still saved, and the next save makes it', async () => {
    const { client } = await onboardedUser(app.url, 'founder');
    // The embeddings table is out of reach (as when the store is down): the write fails.
    await app.db.schema.alterTable('idea_embeddings').renameTo('idea_embeddings_away').execute();
    let ideaId = '';
    try {
      const created = await client.post('/api/ideas', {
        title: 'Resilient',
        description: 'Saved regardless',
      });
      expect(created.status).toBe(201);
      ideaId = created.body.id;
      const saved = await app.db
        .selectFrom('ideas')
        .select('title')
        .where('id', '=', ideaId)
        .executeTakeFirst();
      expect(saved?.title).toBe('Resilient');
    } finally {
      await app.db.schema.alterTable('idea_embeddings_away').renameTo('idea_embeddings').execute();
    }
    expect(await stored(ideaId)).toBeUndefined();
    await client.patch(`/api/ideas/${ideaId}`, { title: 'Resilient again' });
    close((await stored(ideaId))!.vector, await embedOne('Resilient again. Saved regardless'));
  });
});

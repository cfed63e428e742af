import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cosine } from '../../core/vectors/embedder';
import { OpenAIEmbedder } from './openai-embedder';

// A local OpenAI-compatible endpoint: it answers each input with [length, index + 1, 0] in reverse order, as the
// API may, and records what it was asked.
const asked: { auth?: string; body: { model: string; input: string[]; dimensions?: number } }[] = [];
let server: Server;
let baseUrl: string;

async function bodyOf(req: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of req) body += chunk;
  return body;
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = JSON.parse(await bodyOf(req));
    asked.push({ auth: req.headers.authorization, body });
    if (body.model === 'broken') {
      res.writeHead(500).end('model overloaded');
      return;
    }
    const data = body.input.map((t: string, index: number) => ({
      index,
      embedding: [t.length, index + 1, 0],
    }));
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: data.reverse() }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('OpenAIEmbedder', () => {
  it('asks the endpoint with the key, model and dimensions, and gives unit vectors in the order of the texts', async () => {
    const embedder = new OpenAIEmbedder({ apiKey: 'sk-test', baseUrl, model: 'tiny', dimensions: 3 });
    const [a, b] = await embedder.embed(['abcd', '']);
    expect(asked.at(-1)).toEqual({
      auth: 'Bearer sk-test',
      body: { model: 'tiny', input: ['abcd', ' '], dimensions: 3 },
    });
    expect(Array.from(a!)).toEqual([
      expect.closeTo(4 / Math.hypot(4, 1), 6),
      expect.closeTo(1 / Math.hypot(4, 1), 6),
      0,
    ]);
    expect(cosine(b!, b!)).toBeCloseTo(1, 6);
    expect(embedder.name).toBe('openai:tiny:3');
  });

  it('says what went wrong when the endpoint fails or gives vectors of another length', async () => {
    await expect(
      new OpenAIEmbedder({ apiKey: 'k', baseUrl, model: 'broken', dimensions: 3 }).embed(['x']),
    ).rejects.toThrow(/answered 500: model overloaded/);
    await expect(new OpenAIEmbedder({ apiKey: 'k', baseUrl, model: 'tiny' }).embed(['x'])).rejects.toThrow(
      /gave 1 vectors of 3 numbers for 1 texts; expected 1536 each \(set EMBEDDINGS_DIMENSIONS/,
    );
  });
});

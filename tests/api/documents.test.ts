import { readdir, readFile, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDocumentTexts } from '../../src/documents/document-storage';
import {
  compoundFileBytes,
  docxBytes,
  ELF_BYTES,
  PNG_BYTES,
  pdfBytes,
  plainZipBytes,
  pptxBytes,
} from '../fixtures/documents/samples';
import { type Client, onboardedUser } from '../helpers/client';
import { startTestApp, type TestApp } from '../helpers/test-app';

type User = Awaited<ReturnType<typeof onboardedUser>>;
interface Doc {
  id: string;
  name: string;
  url: string;
  uploadedAt: string;
  size: number;
  type: string;
}

let app: TestApp;
let founder: User;
let otherFounder: User;
let advisor: User;
let investor: User;
let ideaId: string;
/** The test app's DATA_DIR, found from the folder the first upload made. */
let dataDir: string;

const MB = 1024 * 1024;

function cookieOf(client: Client): string {
  const jar = (client as unknown as { cookies: Map<string, string> }).cookies;
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
}

interface Part {
  name: string;
  data: Uint8Array | string;
  field?: string;
}

/** A browser-like multipart upload (FormData), with the client's session and the app's Origin. */
async function upload(user: User, parts: Part | Part[], options: { idea?: string; origin?: string } = {}) {
  const form = new FormData();
  for (const part of Array.isArray(parts) ? parts : [parts]) {
    form.append(part.field ?? 'file', new Blob([part.data as BlobPart]), part.name);
  }
  const res = await fetch(`${app.url}/api/ideas/${options.idea ?? ideaId}/documents`, {
    method: 'POST',
    body: form,
    headers: { origin: options.origin ?? app.url, cookie: cookieOf(user.client) },
  });
  return { status: res.status, body: (await res.json()) as any };
}

async function download(client: Client, url: string) {
  const res = await fetch(app.url + url, { headers: { origin: app.url, cookie: cookieOf(client) } });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

function ideaDir(): string {
  return path.join(dataDir, 'documents', founder.id, ideaId);
}

/** Every file under the idea's folder, temporary ones included. */
async function filesOnDisk(): Promise<string[]> {
  try {
    return (await readdir(ideaDir())).sort();
  } catch {
    return [];
  }
}

async function ideaRow() {
  return app.db.selectFrom('ideas').selectAll().where('id', '=', ideaId).executeTakeFirstOrThrow();
}

async function storedPath(doc: Doc): Promise<string> {
  return path.join(ideaDir(), `${Date.parse(doc.uploadedAt)}-${doc.name}`);
}

beforeAll(async () => {
  app = await startTestApp();
  [founder, otherFounder, advisor, investor] = await Promise.all([
    onboardedUser(app.url, 'founder', 'Dana Founder'),
    onboardedUser(app.url, 'founder', 'Other Founder'),
    onboardedUser(app.url, 'advisor', 'Advisor'),
    onboardedUser(app.url, 'investor', 'Investor'),
  ]);
  ideaId = founder.ideaId!;
  const first = await upload(founder, { name: 'first.txt', data: 'The first document.' });
  expect(first.status, JSON.stringify(first.body)).toBe(201);
  const tmp = os.tmpdir();
  for (const entry of await readdir(tmp)) {
    if (!entry.startsWith('roundwise-app-')) continue;
    const candidate = path.join(tmp, entry);
    if (await stat(path.join(candidate, 'documents', founder.id)).catch(() => null)) dataDir = candidate;
  }
  expect(dataDir).toBeDefined();
}, 60_000);
afterAll(() => app?.close());

describe('POST /api/ideas/:id/documents', () => {
  it('accepts every type by its real content, stores it under the idea and lists it', async () => {
    const samples: { name: string; data: Buffer; type: string }[] = [
      { name: 'notes.txt', data: Buffer.from('Freight brokers spend hours quoting loads.\n'), type: 'txt' },
      { name: 'Pitch Deck.pdf', data: pdfBytes('Quoting copilot for freight brokers'), type: 'pdf' },
      { name: 'one-pager.docx', data: await docxBytes('Our wedge is instant quotes'), type: 'docx' },
      { name: 'deck.pptx', data: await pptxBytes('Slide about traction'), type: 'pptx' },
      { name: 'legacy.doc', data: compoundFileBytes('WordDocument'), type: 'doc' },
      { name: 'legacy.ppt', data: compoundFileBytes('PowerPoint Document'), type: 'ppt' },
    ];
    for (const sample of samples) {
      const before = (await ideaRow()).documents.length;
      const res = await upload(founder, { name: sample.name, data: sample.data });
      expect({ name: sample.name, status: res.status, body: res.body }).toMatchObject({ status: 201 });
      expect(res.body.id).toBe(ideaId);
      expect(res.body.documents).toHaveLength(before + 1);
      const doc = res.body.documents.at(-1) as Doc;
      expect(doc).toMatchObject({ name: sample.name, type: sample.type, size: sample.data.length });
      expect(doc.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(doc.url).toBe(`/api/ideas/${ideaId}/documents/${doc.id}`);
      expect(Number.isNaN(Date.parse(doc.uploadedAt))).toBe(false);
      expect(await readFile(await storedPath(doc))).toEqual(sample.data);
    }
    const listed = (await founder.client.get(`/api/ideas/${ideaId}`)).body.documents as Doc[];
    expect(listed.map((d) => d.type)).toEqual(['txt', 'txt', 'pdf', 'docx', 'pptx', 'doc', 'ppt']);
    expect((await filesOnDisk()).filter((f) => f.includes('.upload-'))).toEqual([]);
  });

  it('extracts the text of txt, pdf, docx and pptx beside the file; readDocumentTexts returns it', async () => {
    const row = await ideaRow();
    const byName = (name: string) => row.documents.find((d) => d.name === name) as Doc;
    const sidecar = async (name: string) =>
      readFile(`${await storedPath(byName(name))}.txt`, 'utf8').catch(() => null);
    expect(await sidecar('notes.txt')).toBe('Freight brokers spend hours quoting loads.');
    expect(await sidecar('Pitch Deck.pdf')).toContain('Quoting copilot for freight brokers');
    expect(await sidecar('one-pager.docx')).toBe('Our wedge is instant quotes');
    expect(await sidecar('deck.pptx')).toBe('Slide about traction');
    expect(await sidecar('legacy.doc')).toBeNull();
    expect(await sidecar('legacy.ppt')).toBeNull();

    const texts = await readDocumentTexts(dataDir, row);
    expect(texts).toEqual([
      'The first document.',
      'Freight brokers spend hours quoting loads.',
      expect.stringContaining('Quoting copilot for freight brokers'),
      'Our wedge is instant quotes',
      'Slide about traction',
    ]);
  });

  it('caps the extracted text at 20,000 characters', async () => {
    const long = `${'word '.repeat(10_000)}`;
    const res = await upload(founder, { name: 'long.txt', data: long });
    expect(res.status).toBe(201);
    const doc = res.body.documents.at(-1) as Doc;
    const text = await readFile(`${await storedPath(doc)}.txt`, 'utf8');
    expect(text.length).toBeLessThanOrEqual(20_000);
    expect(text.length).toBeGreaterThan(19_990);
    await founder.client.del(`/api/ideas/${ideaId}/documents/${doc.id}`);
  });

  it('refuses content that does not match its extension with a 415 naming the field', async () => {
    const spoofs: { name: string; data: Uint8Array | string; says: RegExp }[] = [
      { name: 'deck.pdf', data: PNG_BYTES, says: /not a PDF.*PNG/ },
      { name: 'deck.pdf', data: ELF_BYTES, says: /not a PDF.*ELF/ },
      { name: 'deck.pdf', data: 'just text pretending', says: /not a PDF/ },
      { name: 'notes.txt', data: ELF_BYTES, says: /not plain UTF-8 text/ },
      { name: 'notes.txt', data: Buffer.from([0x48, 0x69, 0xff, 0xfe, 0x00]), says: /not plain UTF-8 text/ },
      { name: 'notes.txt', data: pdfBytes('hidden'), says: /not plain UTF-8 text.*PDF/ },
      { name: 'memo.docx', data: await plainZipBytes(), says: /not a Word document \(\.docx\).*ZIP/ },
      { name: 'memo.docx', data: pdfBytes('x'), says: /not a Word document/ },
      {
        name: 'deck.pptx',
        data: await docxBytes('a word file'),
        says: /not a PowerPoint presentation.*DOCX/,
      },
      { name: 'legacy.doc', data: compoundFileBytes('PowerPoint Document'), says: /not a Word document/ },
      { name: 'legacy.ppt', data: compoundFileBytes('WordDocument'), says: /not a PowerPoint/ },
      { name: 'legacy.doc', data: PNG_BYTES, says: /not a Word document/ },
    ];
    const before = await ideaRow();
    for (const spoof of spoofs) {
      const res = await upload(founder, { name: spoof.name, data: spoof.data });
      expect({ name: spoof.name, status: res.status }).toEqual({ name: spoof.name, status: 415 });
      expect(res.body.error).toMatchObject({ code: 'unsupported_media_type', field: 'file' });
      expect(res.body.error.message).toMatch(/^file: /);
      expect(res.body.error.message).toMatch(spoof.says);
    }
    const after = await ideaRow();
    expect(after.documents).toEqual(before.documents);
    expect(after.updated_at).toEqual(before.updated_at);
    expect((await filesOnDisk()).filter((f) => f.includes('.upload-'))).toEqual([]);
  });

  it('refuses other extensions before storing anything', async () => {
    const files = await filesOnDisk();
    for (const name of ['setup.exe', 'image.png', 'README', 'deck.pdf.exe']) {
      const res = await upload(founder, { name, data: PNG_BYTES });
      expect(res.status).toBe(415);
      expect(res.body.error.field).toBe('file');
      expect(res.body.error.message).toMatch(/only PDF, DOC, DOCX, PPT, PPTX and TXT/);
    }
    expect(await filesOnDisk()).toEqual(files);
  });

  it('takes a file of exactly 20 MB', async () => {
    const res = await upload(founder, { name: 'exact.txt', data: Buffer.alloc(20 * MB, 'a') });
    expect(res.status).toBe(201);
    const doc = res.body.documents.at(-1) as Doc;
    expect(doc.size).toBe(20 * MB);
    expect((await stat(await storedPath(doc))).size).toBe(20 * MB);
    expect((await founder.client.del(`/api/ideas/${ideaId}/documents/${doc.id}`)).status).toBe(200);
  });

  it('refuses a 21 MB upload with 413, leaving no file and the idea unchanged', async () => {
    const before = await ideaRow();
    const files = await filesOnDisk();
    const res = await upload(founder, { name: 'big.txt', data: Buffer.alloc(21 * MB, 'a') });
    expect(res.status).toBe(413);
    expect(res.body.error).toMatchObject({
      code: 'payload_too_large',
      message: 'Maximum file size is 20MB',
      field: 'file',
    });
    expect(await filesOnDisk()).toEqual(files);
    expect((await ideaRow()).documents).toEqual(before.documents);
  });

  it('refuses a streamed upload (no Content-Length) at the byte it passes 20 MB', async () => {
    const before = await ideaRow();
    const files = await filesOnDisk();
    const boundary = '----roundwise-test-boundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="stream.txt"\r\n` +
        'Content-Type: text/plain\r\n\r\n',
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const chunk = Buffer.alloc(MB, 'b');
    let sent = -1;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1;
        if (sent === 0) controller.enqueue(head);
        else if (sent <= 21) controller.enqueue(chunk);
        else if (sent === 22) controller.enqueue(tail);
        else controller.close();
      },
    });
    const res = await fetch(`${app.url}/api/ideas/${ideaId}/documents`, {
      method: 'POST',
      body,
      duplex: 'half',
      headers: {
        origin: app.url,
        cookie: cookieOf(founder.client),
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
    } as RequestInit);
    expect(res.status).toBe(413);
    expect((await res.json()).error.message).toBe('Maximum file size is 20MB');
    expect(await filesOnDisk()).toEqual(files);
    expect((await ideaRow()).documents).toEqual(before.documents);
  });

  it('leaves nothing behind when the client goes away mid-upload', async () => {
    const before = await ideaRow();
    const files = await filesOnDisk();
    const boundary = '----roundwise-abort';
    const abort = new AbortController();
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        sent += 1;
        if (sent === 1) {
          controller.enqueue(
            Buffer.from(
              `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="gone.txt"\r\n\r\n`,
            ),
          );
        } else if (sent <= 3) {
          controller.enqueue(Buffer.alloc(MB, 'c'));
        } else {
          // Wait until the server has the temporary file, then hang up.
          await expect.poll(async () => (await filesOnDisk()).some((f) => f.includes('.upload-'))).toBe(true);
          abort.abort();
        }
      },
    });
    const request = fetch(`${app.url}/api/ideas/${ideaId}/documents`, {
      method: 'POST',
      body,
      duplex: 'half',
      signal: abort.signal,
      headers: {
        origin: app.url,
        cookie: cookieOf(founder.client),
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
    } as RequestInit);
    await expect(request).rejects.toThrow();
    await expect.poll(() => filesOnDisk()).toEqual(files);
    expect((await ideaRow()).documents).toEqual(before.documents);
  });

  it('stores a hostile file name safely inside the idea folder', async () => {
    const res = await upload(founder, { name: '../../etc/passwd.txt', data: 'root:x:0:0' });
    expect(res.status).toBe(201);
    const doc = res.body.documents.at(-1) as Doc;
    expect(doc.name).toBe('passwd.txt');
    const file = await storedPath(doc);
    expect(path.dirname(file)).toBe(ideaDir());
    expect(await readFile(file, 'utf8')).toBe('root:x:0:0');
    expect(await stat(path.join(dataDir, 'documents', 'etc')).catch(() => null)).toBeNull();

    const odd = await upload(founder, { name: 'Ré"sumé <final>|*?.TXT', data: 'cv' });
    expect(odd.status, JSON.stringify(odd.body)).toBe(201);
    const oddDoc = odd.body.documents.at(-1) as Doc;
    // The client sends the quote as %22; what is stored holds only the safe characters.
    expect(oddDoc.name).toBe('Re_22sume _final.txt');
    expect(await readFile(await storedPath(oddDoc), 'utf8')).toBe('cv');
  });

  it('takes one file at a time, in the field "file", and not an empty one', async () => {
    const before = await ideaRow();
    const files = await filesOnDisk();
    const two = await upload(founder, [
      { name: 'a.txt', data: 'first' },
      { name: 'b.txt', data: 'second' },
    ]);
    expect(two.status).toBe(400);
    expect(two.body.error).toMatchObject({ field: 'file', message: 'file: upload one file at a time' });

    const wrongField = await upload(founder, { name: 'a.txt', data: 'x', field: 'document' });
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.error.field).toBe('file');

    const empty = await upload(founder, { name: 'empty.txt', data: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe('file: the file is empty');

    const none = await founder.client.post(`/api/ideas/${ideaId}/documents`, {});
    expect(none.status).toBe(415);
    expect(none.body.error.field).toBe('file');

    expect(await filesOnDisk()).toEqual(files);
    expect((await ideaRow()).documents).toEqual(before.documents);
  });

  it('refuses another founder, an advisor, an investor and a foreign origin', async () => {
    const before = await ideaRow();
    const files = await filesOnDisk();
    for (const user of [otherFounder, advisor, investor]) {
      const res = await upload(user, { name: 'x.txt', data: 'intruder' });
      expect(res.status).toBe(403);
    }
    const crossSite = await upload(
      founder,
      { name: 'x.txt', data: 'csrf' },
      { origin: 'https://evil.example' },
    );
    expect(crossSite.status).toBe(403);
    expect(await filesOnDisk()).toEqual(files);
    expect((await ideaRow()).documents).toEqual(before.documents);
  });

  it('answers 404 for an unknown idea', async () => {
    const res = await upload(
      founder,
      { name: 'x.txt', data: 'x' },
      { idea: '00000000-0000-4000-8000-000000000000' },
    );
    expect(res.status).toBe(404);
  });
});

describe('GET /api/ideas/:id/documents/:docId', () => {
  it('serves the file to its founder, and to an advisor and an investor once shared, as an attachment', async () => {
    const row = await ideaRow();
    const pdf = row.documents.find((d) => d.type === 'pdf') as Doc;
    const original = await readFile(await storedPath(pdf));
    // Private by default (issue 19): readers get nothing until the founder shares it.
    for (const user of [advisor, investor]) expect((await download(user.client, pdf.url)).status).toBe(404);
    const shared = await founder.client.patch(`/api/ideas/${ideaId}/documents/${pdf.id}`, { shared: true });
    expect(shared.status).toBe(200);
    for (const user of [founder, advisor, investor]) {
      const res = await download(user.client, pdf.url);
      expect(res.status).toBe(200);
      expect(res.bytes).toEqual(original);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toBe('attachment; filename="Pitch Deck.pdf"');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
    const txt = row.documents.find((d) => d.type === 'txt') as Doc;
    const asText = await download(founder.client, txt.url);
    expect(asText.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  });

  it('refuses another founder, and answers 404 for an unknown document', async () => {
    const doc = (await ideaRow()).documents[0] as Doc;
    expect((await download(otherFounder.client, doc.url)).status).toBe(403);
    const unknown = await download(founder.client, `/api/ideas/${ideaId}/documents/${crypto.randomUUID()}`);
    expect(unknown.status).toBe(404);
    const malformed = await download(founder.client, `/api/ideas/${ideaId}/documents/not-a-uuid`);
    expect(malformed.status).toBe(400);
  });
});

describe('DELETE /api/ideas/:id/documents/:docId', () => {
  it('is refused to another founder and to an advisor', async () => {
    const doc = (await ideaRow()).documents[0] as Doc;
    expect((await otherFounder.client.del(`/api/ideas/${ideaId}/documents/${doc.id}`)).status).toBe(403);
    expect((await advisor.client.del(`/api/ideas/${ideaId}/documents/${doc.id}`)).status).toBe(403);
    expect((await ideaRow()).documents.some((d) => d.id === doc.id)).toBe(true);
    expect(await stat(await storedPath(doc)).catch(() => null)).not.toBeNull();
  });

  it('removes the entry, the file and its text', async () => {
    const before = await ideaRow();
    const doc = before.documents.find((d) => d.type === 'docx') as Doc;
    const file = await storedPath(doc);
    expect(await stat(`${file}.txt`).catch(() => null)).not.toBeNull();
    const res = await founder.client.del(`/api/ideas/${ideaId}/documents/${doc.id}`);
    expect(res.status).toBe(200);
    expect(res.body.documents.map((d: Doc) => d.id)).not.toContain(doc.id);
    expect(res.body.documents).toHaveLength(before.documents.length - 1);
    expect(await stat(file).catch(() => null)).toBeNull();
    expect(await stat(`${file}.txt`).catch(() => null)).toBeNull();
    expect((await download(founder.client, doc.url)).status).toBe(404);
    expect(await readDocumentTexts(dataDir, await ideaRow())).not.toContain('Our wedge is instant quotes');
  });

  it('answers 404 for an unknown document', async () => {
    const res = await founder.client.del(`/api/ideas/${ideaId}/documents/${crypto.randomUUID()}`);
    expect(res.status).toBe(404);
  });
});

describe('readDocumentTexts', () => {
  it('skips entries written before uploads existed and texts that are gone', async () => {
    const row = await ideaRow();
    const legacy = {
      name: 'old.pdf',
      url: 'https://example.com/old.pdf',
      uploadedAt: '2024-01-01T00:00:00Z',
    };
    const tampered = { ...legacy, id: crypto.randomUUID(), name: '../../../etc/passwd' };
    const texts = await readDocumentTexts(dataDir, {
      ...row,
      documents: [legacy, tampered, ...row.documents],
    });
    expect(texts).toEqual(await readDocumentTexts(dataDir, row));
  });
});

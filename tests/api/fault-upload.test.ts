import { existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Client, onboardedUser } from '../helpers/client';
import { startTestApp, type TestApp } from '../helpers/test-app';

/**
 * A disk that fills up, without root or a mount: the server's writes of an upload's temporary file (and of a
 * document's text) go to the real file until `after` bytes, then every write gets the error the kernel gives
 * for a write to /dev/full (ENOSPC, "no space left on device").
 */
const disk = vi.hoisted(() => ({
  /** Bytes of an upload's temporary file that fit; null: the disk has room. */
  uploadFullAfter: null as number | null,
  /** Characters of a document's text that fit; null: the disk has room. */
  textFullAfter: null as number | null,
  /** Paths that got their first bytes before the disk filled up. */
  partial: [] as string[],
}));

/** The kernel's own ENOSPC, from a write to /dev/full. */
async function enospc(): Promise<NodeJS.ErrnoException> {
  const { open } = await vi.importActual<typeof import('node:fs/promises')>('node:fs/promises');
  const full = await open('/dev/full', 'w');
  try {
    await full.write(Buffer.from('x'));
  } catch (err) {
    return err as NodeJS.ErrnoException;
  } finally {
    await full.close();
  }
  throw new Error('/dev/full accepted a write');
}

vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  const createWriteStream = ((file: string, options: Parameters<typeof fs.createWriteStream>[1]) => {
    const limit = disk.uploadFullAfter;
    if (limit === null || !path.basename(String(file)).startsWith('.upload-'))
      return fs.createWriteStream(file, options);
    let written = 0;
    // A real WriteStream on the real file, whose writes fail once the "disk" is full.
    return fs.createWriteStream(file, {
      ...(typeof options === 'object' ? options : {}),
      fs: {
        open: fs.open,
        close: fs.close,
        write: (
          fd: number,
          buffer: Buffer,
          offset: number,
          length: number,
          position: number | null,
          cb: (err: NodeJS.ErrnoException | null, bytes?: number) => void,
        ) => {
          if (written + length > limit) {
            enospc().then(cb, cb);
            return;
          }
          written += length;
          if (!disk.partial.includes(String(file))) disk.partial.push(String(file));
          fs.write(fd, buffer, offset, length, position, cb);
        },
      },
    });
  }) as typeof fs.createWriteStream;
  return { ...fs, default: { ...fs, createWriteStream }, createWriteStream };
});

vi.mock('node:fs/promises', async (importOriginal) => {
  const fsp = await importOriginal<typeof import('node:fs/promises')>();
  const writeFile = (async (file, data, options) => {
    const limit = disk.textFullAfter;
    if (limit === null || !String(file).endsWith('.txt.txt'))
      return fsp.writeFile(file, data, options as Parameters<typeof fsp.writeFile>[2]);
    // Part of the text reaches the disk, then it is full.
    await fsp.writeFile(file, String(data).slice(0, limit), options as Parameters<typeof fsp.writeFile>[2]);
    disk.partial.push(String(file));
    throw await enospc();
  }) as typeof fsp.writeFile;
  return { ...fsp, default: { ...fsp, writeFile }, writeFile };
});

type User = Awaited<ReturnType<typeof onboardedUser>>;
let app: TestApp;
let founder: User;
let ideaId: string;

beforeAll(async () => {
  app = await startTestApp();
  founder = await onboardedUser(app.url, 'founder', 'Upload Founder');
  ideaId = founder.ideaId!;
}, 60_000);
afterAll(() => app?.close());

const MB = 1024 * 1024;

function cookieOf(client: Client): string {
  const jar = (client as unknown as { cookies: Map<string, string> }).cookies;
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
}

function ideaDir(): string {
  return path.join(app.dataDir, 'documents', founder.id, ideaId);
}

/** Every file under the idea's folder, temporary ones included. */
async function filesOnDisk(): Promise<string[]> {
  try {
    return (await readdir(ideaDir())).sort();
  } catch {
    return [];
  }
}

/** Every file under the whole data dir's documents folder, to be sure nothing was left elsewhere either. */
async function allDocumentFiles(): Promise<string[]> {
  const root = path.join(app.dataDir, 'documents');
  if (!existsSync(root)) return [];
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

async function documents(): Promise<unknown[]> {
  const row = await app.db
    .selectFrom('ideas')
    .select('documents')
    .where('id', '=', ideaId)
    .executeTakeFirstOrThrow();
  return row.documents;
}

async function upload(name: string, data: string | Uint8Array) {
  const form = new FormData();
  form.append('file', new Blob([data as BlobPart]), name);
  const res = await fetch(`${app.url}/api/ideas/${ideaId}/documents`, {
    method: 'POST',
    body: form,
    headers: { origin: app.url, cookie: cookieOf(founder.client) },
  });
  return { status: res.status, body: (await res.json()) as any };
}

describe('an upload that fails half-way', () => {
  it('leaves no file, no partial temp file, and the documents unchanged when the client drops the connection mid-body', async () => {
    expect((await upload('kept.txt', 'A document that stays.')).status).toBe(201);
    const before = await documents();
    const files = await allDocumentFiles();
    expect(files.map((f) => path.basename(f))).toEqual([
      expect.stringMatching(/^\d+-kept\.txt$/),
      expect.stringMatching(/^\d+-kept\.txt\.txt$/),
    ]);

    // A raw HTTP request announcing 3 MB, of which the client sends a little over one, then the socket dies.
    const boundary = '----roundwise-fault';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="half.txt"\r\n` +
        'Content-Type: text/plain\r\n\r\n',
    );
    const url = new URL(app.url);
    const socket = net.connect(Number(url.port), url.hostname);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('error', reject);
    });
    socket.on('error', () => {});
    socket.write(
      [
        `POST /api/ideas/${ideaId}/documents HTTP/1.1`,
        `Host: ${url.host}`,
        `Origin: ${app.url}`,
        `Cookie: ${cookieOf(founder.client)}`,
        `Content-Type: multipart/form-data; boundary=${boundary}`,
        `Content-Length: ${head.length + 3 * MB}`,
        '',
        '',
      ].join('\r\n'),
    );
    socket.write(head);
    socket.write(Buffer.alloc(MB + 4096, 'h'));
    // The server has begun the temporary file: the upload is really half-way.
    await expect
      .poll(async () => (await filesOnDisk()).filter((f) => f.startsWith('.upload-')).length, {
        timeout: 10_000,
      })
      .toBe(1);
    socket.destroy();

    await expect.poll(() => allDocumentFiles(), { timeout: 10_000 }).toEqual(files);
    expect(await documents()).toEqual(before);
    // The server is none the worse: the next upload goes through.
    const next = await upload('after.txt', 'Uploaded after the broken one.');
    expect(next.status).toBe(201);
    expect(next.body.documents).toHaveLength(before.length + 1);
  });
});

describe('a full disk', () => {
  it('answers 507 with a clear JSON error when the upload fills the disk, and leaves no partial file', async () => {
    const before = await documents();
    const files = await allDocumentFiles();
    disk.partial = [];
    disk.uploadFullAfter = MB;
    try {
      const res = await upload('big.txt', 'x'.repeat(3 * MB));
      expect(res.status).toBe(507);
      expect(res.body).toEqual({
        error: {
          code: 'insufficient_storage',
          message: expect.stringMatching(/no space left.*nothing was saved/),
          field: 'file',
        },
      });
      expect(JSON.stringify(res.body)).not.toMatch(/ENOSPC|stack|at .*\.ts/);
    } finally {
      disk.uploadFullAfter = null;
    }
    // The temporary file had its first megabyte when the disk filled; it is gone, and nothing else was written.
    expect(disk.partial).toHaveLength(1);
    expect(path.basename(disk.partial[0]!)).toMatch(/^\.upload-.*\.part$/);
    expect(await stat(disk.partial[0]!).catch(() => null)).toBeNull();
    expect(await allDocumentFiles()).toEqual(files);
    expect(await documents()).toEqual(before);
  });

  it("answers 507 when the disk fills while the document's text is written, and removes the file and the partial text", async () => {
    const before = await documents();
    const files = await allDocumentFiles();
    disk.partial = [];
    disk.textFullAfter = 100;
    try {
      const res = await upload('notes.txt', 'Pilot notes. '.repeat(500));
      expect(res.status).toBe(507);
      expect(res.body.error).toMatchObject({ code: 'insufficient_storage' });
    } finally {
      disk.textFullAfter = null;
    }
    expect(disk.partial).toHaveLength(1);
    expect(disk.partial[0]).toMatch(/-notes\.txt\.txt$/);
    expect(await stat(disk.partial[0]!).catch(() => null)).toBeNull();
    expect(await allDocumentFiles()).toEqual(files);
    expect(await documents()).toEqual(before);
    // With room again, the same upload is stored.
    expect((await upload('notes.txt', 'Pilot notes. '.repeat(500))).status).toBe(201);
  });
});

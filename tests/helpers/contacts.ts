import type { Client } from './client';

/** Uploads a contacts file as the web page does (multipart `file`), with the user's session and the app's Origin. */
export async function importContacts(
  baseUrl: string,
  client: Client,
  text: string,
  name = 'Connections.csv',
) {
  const form = new FormData();
  form.append('file', new Blob([text], { type: 'text/csv' }), name);
  const res = await fetch(`${baseUrl}/api/contacts/import`, {
    method: 'POST',
    body: form,
    headers: { origin: baseUrl, cookie: client.cookieHeader() },
  });
  const body = await res.json();
  return { status: res.status, body };
}

/**
 * The same upload, sent in two halves: the second only once `between` (called after the first half is sent) has
 * returned. A test sees what the server reports of an import while it is half read.
 */
export async function importContactsInTwoHalves(
  baseUrl: string,
  client: Client,
  text: string,
  between: () => Promise<void>,
) {
  const boundary = `----roundwise${Date.now().toString(16)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="Connections.csv"\r\nContent-Type: text/csv\r\n\r\n`,
  );
  const file = Buffer.from(text);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const half = Math.floor(file.length / 2);
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(Buffer.concat([head, file.subarray(0, half)]));
      await between();
      controller.enqueue(Buffer.concat([file.subarray(half), tail]));
      controller.close();
    },
  });
  const res = await fetch(`${baseUrl}/api/contacts/import`, {
    method: 'POST',
    body,
    duplex: 'half',
    headers: {
      origin: baseUrl,
      cookie: client.cookieHeader(),
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(head.length + file.length + tail.length),
    },
  } as RequestInit);
  return { status: res.status, body: await res.json() };
}

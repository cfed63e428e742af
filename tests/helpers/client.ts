/** A browser-like HTTP client: keeps the session cookie and sends the Origin header better-auth checks. */
export class Client {
  private cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  async request<T = any>(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: T; headers: Headers }> {
    const headers: Record<string, string> = { origin: this.baseUrl };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(this.baseUrl + path, {
      method,
      headers,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      redirect: 'manual',
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : null) as T, headers: res.headers };
  }

  get = <T = any>(path: string) => this.request<T>('GET', path);
  post = <T = any>(path: string, body?: unknown) => this.request<T>('POST', path, body ?? {});
  patch = <T = any>(path: string, body?: unknown) => this.request<T>('PATCH', path, body ?? {});
  del = <T = any>(path: string) => this.request<T>('DELETE', path);

  /** The session cookie as a Cookie header, for a raw fetch (a download, a stream, a multipart upload). */
  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  get hasSession(): boolean {
    return [...this.cookies.keys()].some((k) => k.includes('session_token'));
  }

  async signUp(user: { name: string; email: string; password?: string }) {
    return this.post('/api/auth/sign-up/email', { password: 'secret123', ...user });
  }

  async signIn(email: string, password = 'secret123') {
    return this.post('/api/auth/sign-in/email', { email, password });
  }
}

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}

/** Signs up a user and finishes onboarding in the given role. */
export async function onboardedUser(
  baseUrl: string,
  role: 'founder' | 'advisor' | 'investor',
  name = 'Test User',
) {
  const client = new Client(baseUrl);
  const email = uniqueEmail(role);
  const signUp = await client.signUp({ name, email });
  if (signUp.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(signUp.body)}`);
  await client.post('/api/onboarding/linkedin', {
    linkedinUrl: 'https://www.linkedin.com/in/test-user',
    userType: role,
  });
  const body =
    role === 'founder'
      ? {
          role,
          ideaTitle: 'Freight copilot',
          ideaDescription: 'AI assistant for freight brokers',
          fundraisingGoal: '$1M seed',
        }
      : role === 'advisor'
        ? { role, advisoryRoles: ['product'], advisoryStages: ['seed'] }
        : {
            role,
            investmentThesis: 'Seed B2B software',
            checkSizeMin: 100,
            checkSizeMax: 500,
            preferredStages: ['seed'],
            focusAreas: ['b2b-saas'],
          };
  const done = await client.post('/api/onboarding/complete', body);
  if (done.status !== 200) throw new Error(`onboarding failed: ${JSON.stringify(done.body)}`);
  const me = await client.get('/api/me');
  return { client, email, id: me.body.user.id as string, ideaId: done.body.ideaId as string | null };
}

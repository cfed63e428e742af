import type { DeclaredRoute } from '../../src/api/access';
import { grantStaffRole } from '../../src/auth/grant-staff-role';
import { onboardedUser } from './client';
import type { TestApp } from './test-app';

type User = Awaited<ReturnType<typeof onboardedUser>>;

/** A caller for every kind of route in the registry, for the suites that walk the whole route table. */
export interface RouteCallers {
  users: Record<'founder' | 'advisor' | 'investor' | 'admin', User>;
  /** The founder's API key, for `/api/v1`. */
  apiKey: string;
  /** Who calls a route (the first role it admits; admin for staff routes) and with which headers. */
  callerFor(route: DeclaredRoute): { kind: string; headers: Record<string, string> };
}

/** A founder, an advisor, an investor and an admin (also ops), named after the suite, and the founder's API key. */
export async function routeCallers(app: TestApp, suite: string): Promise<RouteCallers> {
  const [founder, advisor, investor, admin] = await Promise.all([
    onboardedUser(app.url, 'founder', `${suite} Founder`),
    onboardedUser(app.url, 'advisor', `${suite} Advisor`),
    onboardedUser(app.url, 'investor', `${suite} Investor`),
    onboardedUser(app.url, 'founder', `${suite} Admin`),
  ]);
  await grantStaffRole(app.db, admin.email, 'admin', 'grant');
  await grantStaffRole(app.db, admin.email, 'ops', 'grant');
  const users = { founder, advisor, investor, admin };
  const apiKey = (await founder.client.post('/api/api-keys', { name: suite })).body.key as string;
  return {
    users,
    apiKey,
    callerFor(route) {
      const headers: Record<string, string> = { origin: app.url };
      if (route.access === 'public') return { kind: 'anonymous', headers };
      if (route.access === 'api-key')
        return { kind: 'apiKey', headers: { ...headers, authorization: `Bearer ${apiKey}` } };
      const roles = route.access === 'signed-in' ? ['founder'] : (route.access as readonly string[]);
      const kind = (['founder', 'advisor', 'investor'] as const).find((r) => roles.includes(r)) ?? 'admin';
      return { kind, headers: { ...headers, cookie: users[kind].client.cookieHeader() } };
    },
  };
}

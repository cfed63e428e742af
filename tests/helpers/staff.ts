import { grantStaffRole } from '../../src/auth/grant-staff-role';
import { onboardedUser } from './client';
import type { TestApp } from './test-app';

/**
 * A founder (with the idea onboarding made), an admin and an ops person, for the suites about staff acting on a
 * founder's data. The staff sign up in other roles (investor, advisor): a staff role comes on top of any role.
 */
export async function founderAndStaff(app: TestApp, founderName: string) {
  const [founder, admin, ops] = await Promise.all([
    onboardedUser(app.url, 'founder', founderName),
    onboardedUser(app.url, 'investor', 'Ada Admin'),
    onboardedUser(app.url, 'advisor', 'Oz Ops'),
  ]);
  await grantStaffRole(app.db, admin.email, 'admin', 'grant');
  await grantStaffRole(app.db, ops.email, 'ops', 'grant');
  return { founder, admin, ops };
}

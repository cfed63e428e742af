import type { StaffRole, UserType } from '../../core/contracts/vocabulary';

/**
 * Who is asking: the signed-in user as the domain sees them (what they may read or change follows from it). The API
 * builds it from the session (`src/api/access.ts`); the domain never sees a request.
 */
export interface Caller {
  id: string;
  email: string;
  name: string;
  role: UserType | null;
  staffRoles: StaffRole[];
}

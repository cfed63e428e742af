import { RECONNECTING } from '@web/app/require-role';
import { Button } from '@web/components/ui/button';
import { NotificationBell } from '@web/features/notifications/notification-bell';
import { useStaffAccess } from '@web/features/workbench/use-staff';
import { useAuth } from '@web/lib/auth';
import { cn } from '@web/lib/cn';
import { notifyError } from '@web/lib/toast';
import { LogOut } from 'lucide-react';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import { Logo } from './logo';

const ROLE_LINKS = {
  founder: [
    { to: '/dashboard', label: 'My Ideas' },
    { to: '/network', label: 'My Network' },
    { to: '/investors', label: 'Investors' },
  ],
  advisor: [{ to: '/advisor-dashboard', label: 'Startups' }],
  investor: [{ to: '/investor-dashboard', label: 'Deal Flow' }],
} as const;

const ADMIN_LINKS = [
  { to: '/test-scraper', label: 'Scraper' },
  { to: '/test-api', label: 'API Console' },
  { to: '/admin/messages', label: 'Messages' },
  { to: '/admin/audit-log', label: 'Audit log' },
] as const;

/** Admins and ops. */
const STAFF_LINKS = [{ to: '/workbench', label: 'Workbench' }] as const;

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium transition-colors hover:text-foreground',
    isActive ? 'text-foreground' : 'text-muted-foreground',
  );

/** The signed-in user's role links; on narrow screens they take a second row under the bar. */
export function useNavLinks() {
  const auth = useAuth();
  const staff = useStaffAccess();
  if (auth.status !== 'signed-in') return [];
  return [
    ...(auth.role ? ROLE_LINKS[auth.role] : []),
    ...(auth.isAdmin ? ADMIN_LINKS : []),
    ...(staff.allowed ? STAFF_LINKS : []),
  ];
}

export function Navbar() {
  const auth = useAuth();
  const navigate = useNavigate();
  const signedIn = auth.status === 'signed-in';
  const links = useNavLinks();

  // Spec: sign-out returns to /. A guarded page the user signs out from sends them home too (signedOutHere).
  async function signOut() {
    try {
      await auth.signOut();
      await navigate('/');
    } catch {
      notifyError('Sign out failed', 'Please try again.');
    }
  }

  return (
    <header className="fixed inset-x-0 top-0 z-40 h-16 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <nav className="mx-auto flex h-full max-w-6xl items-center gap-4 px-4 sm:px-6" aria-label="Main">
        <Logo />
        {signedIn ? (
          <div className="ml-2 hidden items-center md:flex">
            {links.map((l) => (
              <NavLink key={l.to} to={l.to} className={navLinkClass}>
                {l.label}
              </NavLink>
            ))}
          </div>
        ) : (
          <div className="ml-2 hidden items-center md:flex">
            <a href="/#features" className={navLinkClass({ isActive: false })}>
              Features
            </a>
            <a href="/#how-it-works" className={navLinkClass({ isActive: false })}>
              How it works
            </a>
            <a href="/#pricing" className={navLinkClass({ isActive: false })}>
              Pricing
            </a>
          </div>
        )}
        <div className="ml-auto flex items-center gap-2">
          {auth.status === 'loading' ? (
            auth.reconnecting ? (
              <span className="text-sm text-muted-foreground" data-testid="nav-reconnecting">
                {RECONNECTING}
              </span>
            ) : null
          ) : signedIn ? (
            <>
              <NotificationBell />
              <span
                className="hidden max-w-56 truncate text-sm text-muted-foreground sm:inline"
                data-testid="nav-email"
              >
                {auth.user?.email}
              </span>
              <Button variant="outline" size="sm" onClick={signOut}>
                <LogOut /> Sign Out
              </Button>
            </>
          ) : (
            <>
              <Button variant="ghost" size="sm" asChild>
                <Link to="/auth">Sign In</Link>
              </Button>
              <Button size="sm" asChild>
                <Link to="/auth">Get Started</Link>
              </Button>
            </>
          )}
        </div>
      </nav>
      {signedIn && links.length > 0 ? (
        <div className="flex gap-1 overflow-x-auto border-b bg-background px-4 md:hidden">
          {links.map((l) => (
            <NavLink key={l.to} to={l.to} className={navLinkClass}>
              {l.label}
            </NavLink>
          ))}
        </div>
      ) : null}
    </header>
  );
}

import { Footer } from '@web/features/marketing/footer';
import { cn } from '@web/lib/cn';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Navbar, useNavLinks } from './navbar';

/** Scrolls to the hash target (/#pricing) or to the top when the route changes. */
function useScrollOnNavigate() {
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pathname is exactly what should scroll to the top.
  useEffect(() => {
    if (hash) {
      document.getElementById(hash.slice(1))?.scrollIntoView();
      return;
    }
    window.scrollTo(0, 0);
  }, [pathname, hash]);
}

export function AppLayout() {
  useScrollOnNavigate();
  // The bar is 64px; on narrow screens the role links add a second row of about 40px.
  const secondRow = useNavLinks().length > 0;
  return (
    <div className="flex min-h-screen flex-col">
      <Navbar />
      <main className={cn('flex-1 pt-16', secondRow && 'pt-[6.5rem] md:pt-16')}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}

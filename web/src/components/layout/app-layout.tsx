import { Footer } from '@web/features/marketing/footer';
import { cn } from '@web/lib/cn';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Navbar, useNavLinks } from './navbar';
import { useFocusHeadingOnNavigate } from './route-focus';

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
  useFocusHeadingOnNavigate();
  // The bar is 64px; on narrow screens the role links add a second row of about 40px.
  const secondRow = useNavLinks().length > 0;
  return (
    <div className="flex min-h-screen flex-col">
      {/* The first stop of Tab on every page: past the bar's links, straight to the page. */}
      <a
        href="#main"
        className="sr-only z-[60] rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
      >
        Skip to content
      </a>
      <Navbar />
      <main
        id="main"
        tabIndex={-1}
        className={cn('flex-1 pt-16 outline-none', secondRow && 'pt-[6.5rem] md:pt-16')}
      >
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}

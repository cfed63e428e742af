import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a new page may take to show its heading (it may load first) before focus stops waiting for it. */
const HEADING_WAIT_MS = 5000;

/**
 * Whether the reader has pressed a key or a pointer since the app loaded: the guards' redirects of a first load
 * (a signed-in user sent on to their dashboard) are not the reader's navigation, and leave focus at the top.
 */
let interacted = false;
if (typeof window !== 'undefined') {
  const mark = () => {
    interacted = true;
  };
  window.addEventListener('keydown', mark, { capture: true, once: true });
  window.addEventListener('pointerdown', mark, { capture: true, once: true });
}

/**
 * On every route change the reader made, moves focus to the new page's h1 (as a screen reader user expects,
 * and so Tab starts from the page, not the top of the bar). A page still loading gets focus when its heading shows;
 * focus the reader has moved meanwhile (a click, a field) is left where it is.
 */
export function useFocusHeadingOnNavigate() {
  const { pathname } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pathname is exactly what moves focus.
  useEffect(() => {
    if (first.current || !interacted) {
      first.current = false;
      return;
    }
    const startedOn = document.activeElement;
    const moved = () => {
      const now = document.activeElement;
      return now && now !== document.body && now !== startedOn && now.isConnected;
    };
    const tryFocus = () => {
      const heading = document.querySelector<HTMLElement>('main h1');
      if (!heading) return false;
      if (!moved()) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
      }
      return true;
    };
    if (tryFocus()) return;
    const observer = new MutationObserver(() => {
      if (tryFocus()) stop();
    });
    const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [pathname]);
}

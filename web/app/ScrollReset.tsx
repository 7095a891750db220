import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * On every route change, scroll to the top now, at ~50 ms, ~150 ms and on the next animation frame.
 * Not on the first render: the page has just loaded (and may already be scrolled by its reader,
 * pages rendered at build time being readable before the app starts).
 */
export function ScrollReset() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    if (!pathname || shown.current === pathname) return;
    shown.current = pathname;
    const top = () => window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    top();
    const t1 = window.setTimeout(top, 50);
    const t2 = window.setTimeout(top, 150);
    const frame = window.requestAnimationFrame(top);
    return () => {
      window.clearTimeout(t1);
      window.clearTimeout(t2);
      window.cancelAnimationFrame(frame);
    };
  }, [pathname]);
  return null;
}

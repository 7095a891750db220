import * as Tabs from '@radix-ui/react-tabs';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** The classes every top-level tab trigger uses. */
export const tabTriggerClass =
  'h-10 shrink-0 rounded-lg px-4 text-sm font-semibold text-slate-300 hover:text-white data-[state=active]:bg-accent-400 data-[state=active]:text-ink-950';

/**
 * A Radix tab list that scrolls sideways when its tabs do not fit: a fade with a chevron marks
 * the edge that has more tabs, and the selected tab is scrolled into view whenever it changes.
 * Keyboard behaviour is Radix's own.
 */
export function ScrollTabsList({
  value,
  label,
  children,
}: {
  /** The selected tab's value, to keep it in view. */
  value: string;
  label: string;
  children: ReactNode;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ left: false, right: false });

  const measure = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const left = list.scrollLeft > 1;
    const right = list.scrollLeft + list.clientWidth < list.scrollWidth - 1;
    setMore((m) => (m.left === left && m.right === right ? m : { left, right }));
  }, []);

  // The layout effect below measures on mount, and an observer reports the size it starts with:
  // no extra measure here (one forced layout less while the view first draws, issue 19).
  useEffect(() => {
    const list = listRef.current;
    if (!list || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => observer.disconnect();
  }, [measure]);

  // Keep the selected tab in view: sideways only, so the page itself never jumps.
  useIsoLayoutEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
    if (!list || !active) return;
    const start = active.offsetLeft; // the list is the tab's offset parent
    const end = start + active.offsetWidth;
    const edge = 32; // clear of the fade
    if (start - edge < list.scrollLeft) list.scrollLeft = Math.max(0, start - edge);
    else if (end + edge > list.scrollLeft + list.clientWidth) list.scrollLeft = end + edge - list.clientWidth;
    measure();
  }, [value, measure]);

  const fade = 'pointer-events-none absolute inset-y-px flex w-10 items-center text-slate-300';
  return (
    <div className="relative">
      <Tabs.List
        ref={listRef}
        aria-label={label}
        onScroll={measure}
        className="relative flex gap-1 overflow-x-auto rounded-xl border border-ink-700 bg-ink-850 p-1 [scrollbar-width:thin]"
      >
        {children}
      </Tabs.List>
      {more.left && (
        <span
          aria-hidden
          data-testid="tabs-more-left"
          className={`${fade} left-px justify-start rounded-l-xl bg-gradient-to-r from-ink-850 from-40% to-transparent`}
        >
          <ChevronLeft className="size-4" />
        </span>
      )}
      {more.right && (
        <span
          aria-hidden
          data-testid="tabs-more-right"
          className={`${fade} right-px justify-end rounded-r-xl bg-gradient-to-l from-ink-850 from-40% to-transparent`}
        >
          <ChevronRight className="size-4" />
        </span>
      )}
    </div>
  );
}

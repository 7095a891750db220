import { type RefObject, useEffect, useState } from 'react';

export const COUNT_UP_TARGET = 87;
export const COUNT_UP_MS = 2000;

/** Value of an ease-out count from 0 to target after `elapsed` of `duration` ms. */
export function countUpValue(elapsed: number, target: number, duration: number): number {
  if (elapsed <= 0) return 0;
  if (elapsed >= duration) return target;
  const t = elapsed / duration;
  return Math.round(target * (1 - (1 - t) ** 3));
}

/**
 * Counts up to `target` over `duration` ms once the element scrolls into view;
 * jumps straight to the target under prefers-reduced-motion.
 */
export function useCountUpWhenVisible(
  ref: RefObject<Element | null>,
  target = COUNT_UP_TARGET,
  duration = COUNT_UP_MS,
): number {
  const [value, setValue] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let frame = 0;
    let started = false;
    const run = () => {
      if (started) return;
      started = true;
      if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
        setValue(target);
        return;
      }
      const start = performance.now();
      const tick = (now: number) => {
        const v = countUpValue(now - start, target, duration);
        setValue(v);
        if (v < target) frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    };
    if (typeof IntersectionObserver === 'undefined') {
      run();
      return () => cancelAnimationFrame(frame);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          run();
        }
      },
      { threshold: 0.3 },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [ref, target, duration]);
  return value;
}

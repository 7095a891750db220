import { useEffect, useRef, useState } from 'react';
import { initials } from '../../../core/format/initials';
import { hashString } from '../../../core/intelligence/names';
import { useLogoUrl } from './data/use-logo-url';

const sizes = { sm: 'size-8 text-xs', md: 'size-12 text-sm', lg: 'size-16 text-lg' } as const;
const fallbackColours = ['bg-sky-600', 'bg-emerald-600', 'bg-violet-600', 'bg-rose-600', 'bg-amber-600'];

/** The brand's logo from /api/logos; a coloured initial while loading, on failure or on an image error. */
export function BrandLogo({ name, size = 'md' }: { name: string; size?: keyof typeof sizes }) {
  const logo = useLogoUrl(name);
  /** The address that failed to load (another brand's logo in this place gets its own chance). */
  const [broken, setBroken] = useState<string | null>(null);
  const img = useRef<HTMLImageElement>(null);
  const src = logo.data;
  useEffect(() => {
    // A view rendered on the server: its image may have failed before React listened for the
    // error (issue 36: a broken image instead of the monogram). A finished image that cannot be
    // decoded is a broken one.
    const el = img.current;
    if (!src || !el?.complete || typeof el.decode !== 'function') return;
    let live = true;
    el.decode().catch(() => {
      if (live && img.current === el && el.getAttribute('src') === src) setBroken(src);
    });
    return () => {
      live = false;
    };
  }, [src]);
  const box = `${sizes[size]} shrink-0 rounded-lg`;
  if (src && broken !== src) {
    return (
      <img
        ref={img}
        src={src}
        alt=""
        className={`${box} bg-white object-contain p-1`}
        onError={() => setBroken(src)}
        data-testid="brand-logo"
      />
    );
  }
  const colour = fallbackColours[hashString(name.toLowerCase()) % fallbackColours.length];
  return (
    <span
      aria-hidden
      data-testid="brand-logo-fallback"
      className={`${box} ${colour} inline-flex items-center justify-center font-bold text-white`}
    >
      {initials(name).slice(0, 1)}
    </span>
  );
}

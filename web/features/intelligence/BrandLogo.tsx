import { useState } from 'react';
import { initials } from '../../../core/format/initials';
import { hashString } from '../../../core/intelligence/names';
import { useLogoUrl } from './data/use-logo-url';

const sizes = { sm: 'size-8 text-xs', md: 'size-12 text-sm', lg: 'size-16 text-lg' } as const;
const fallbackColours = ['bg-sky-600', 'bg-emerald-600', 'bg-violet-600', 'bg-rose-600', 'bg-amber-600'];

/** The brand's logo from /api/logos; a coloured initial while loading, on failure or on an image error. */
export function BrandLogo({ name, size = 'md' }: { name: string; size?: keyof typeof sizes }) {
  const logo = useLogoUrl(name);
  const [broken, setBroken] = useState(false);
  const box = `${sizes[size]} shrink-0 rounded-lg`;
  if (logo.data && !broken) {
    return (
      <img
        src={logo.data}
        alt=""
        className={`${box} bg-white object-contain p-1`}
        onError={() => setBroken(true)}
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

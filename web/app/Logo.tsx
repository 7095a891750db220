import { brand } from '../../core/brand';

export function LogoMark({ className = 'size-7' }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true">
      <rect width="64" height="64" rx="14" fill="#131e33" />
      <circle cx="32" cy="32" r="18" fill="none" stroke="#34d399" strokeWidth="6" />
      <circle cx="32" cy="32" r="6" fill="#34d399" />
    </svg>
  );
}

export function Wordmark({ compact = false }: { compact?: boolean }) {
  return (
    <span className="flex items-center gap-2 font-bold tracking-tight text-white">
      <LogoMark className={compact ? 'size-6' : 'size-7'} />
      <span className={compact ? 'text-base' : 'text-lg'}>{brand.product}</span>
    </span>
  );
}

import { ChevronLeft, ChevronRight } from 'lucide-react';
import { buttonClass } from '../../ui/button';
import { count } from './format';
import { touch } from './styles';

/** "1–50 of 4,138" with Previous and Next. */
export function Pager({
  offset,
  shown,
  total,
  label,
  onPage,
}: {
  offset: number;
  /** Rows on this page. */
  shown: number;
  total: number;
  label: string;
  /** -1 for Previous, +1 for Next. */
  onPage(step: -1 | 1): void;
}) {
  const first = total === 0 ? 0 : offset + 1;
  const last = offset + shown;
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <button
        type="button"
        className={buttonClass('secondary', 'sm', touch)}
        disabled={offset <= 0}
        onClick={() => onPage(-1)}
      >
        <ChevronLeft className="size-4" aria-hidden />
        Previous
      </button>
      <span className="text-sm text-slate-300">
        {count(first)}–{count(last)} of {count(total)}
      </span>
      <button
        type="button"
        className={buttonClass('secondary', 'sm', touch)}
        disabled={last >= total}
        onClick={() => onPage(1)}
      >
        Next
        <ChevronRight className="size-4" aria-hidden />
      </button>
    </nav>
  );
}

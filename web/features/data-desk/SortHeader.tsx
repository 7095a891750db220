import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { headCell } from './styles';
import type { DeskSort } from './view';

export interface SortState {
  sort: DeskSort | '';
  dir: 'asc' | 'desc';
}

/** A column header whose button sorts by it (again: the other way); aria-sort says how it is sorted. */
export function SortHeader({
  label,
  by,
  state,
  onSort,
  children,
}: {
  label: string;
  by: DeskSort;
  state: SortState;
  onSort(by: DeskSort): void;
  /** More in the header (a second sort button). */
  children?: ReactNode;
}) {
  const active = state.sort === by;
  const Icon = active ? (state.dir === 'asc' ? ArrowUp : ArrowDown) : ArrowUpDown;
  return (
    <th
      scope="col"
      className={headCell}
      aria-sort={active ? (state.dir === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      <span className="flex items-center gap-2">
        <button
          type="button"
          onClick={() => onSort(by)}
          className={`inline-flex min-h-9 items-center gap-1 rounded-md px-1 tracking-wide uppercase hover:text-white pointer-coarse:min-h-11 ${
            active ? 'text-white' : ''
          }`}
        >
          {label}
          <Icon className="size-3.5" aria-hidden />
        </button>
        {children}
      </span>
    </th>
  );
}

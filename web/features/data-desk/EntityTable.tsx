import { Pencil } from 'lucide-react';
import { buttonClass } from '../../ui/button';
import type { DeskEntity } from './data/entity-types';
import { count, originLabel } from './format';
import { cell, headCell, tableBody, tableFrame, tableHead, touch } from './styles';

const nameOf = (e: DeskEntity) => (e.kind === 'athlete' ? e.row.fullName : e.row.name);
const cap = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

/** What the second column says: the industry, or sport, kind, region and country. */
function detail(e: DeskEntity): string {
  if (e.kind === 'brand') return [e.row.industry, e.row.headquarters].filter(Boolean).join(' · ');
  if (e.kind === 'property')
    return [cap(e.row.kind), e.row.sport, e.row.region, e.row.country].filter(Boolean).join(' · ');
  return [e.row.sport, e.row.position, e.row.nationality].filter(Boolean).join(' · ');
}
/** The third column: a brand's group, a property's parent, an athlete's team. */
function belongs(e: DeskEntity): string | null {
  if (e.kind === 'brand') return e.row.groupName;
  if (e.kind === 'property') return e.row.parentName;
  return e.row.currentTeam;
}

const headings = {
  brand: ['Industry', 'Group'],
  property: ['Kind · sport · region · country', 'Parent'],
  athlete: ['Sport · position · country', 'Current team'],
} as const;

/** A page of brands, properties or athletes, scrolling sideways inside its frame when narrow. */
export function EntityTable({
  kind,
  rows,
  label,
  onEdit,
}: {
  kind: DeskEntity['kind'];
  rows: DeskEntity[];
  label: string;
  onEdit(id: string): void;
}) {
  const [second, third] = headings[kind];
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls sideways must be reachable by keyboard
    <section className={tableFrame} aria-label={label} tabIndex={0}>
      <table className="w-full min-w-[56rem] text-left text-sm">
        <thead className={tableHead}>
          <tr>
            <th scope="col" className={headCell}>
              Name
            </th>
            <th scope="col" className={headCell}>
              Aliases
            </th>
            <th scope="col" className={headCell}>
              {second}
            </th>
            <th scope="col" className={headCell}>
              {third}
            </th>
            <th scope="col" className={`${headCell} text-right`}>
              Deals
            </th>
            <th scope="col" className={headCell}>
              Origin
            </th>
            <th scope="col" className={headCell}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className={tableBody}>
          {rows.map((e) => (
            <tr key={e.row.id}>
              <td className={`${cell} font-medium text-white`}>{nameOf(e)}</td>
              <td className={`${cell} max-w-64 [overflow-wrap:anywhere]`}>
                {e.row.aliases.length ? (
                  e.row.aliases.join(', ')
                ) : (
                  <span className="text-slate-400">None</span>
                )}
              </td>
              <td className={cell}>{detail(e)}</td>
              <td className={cell}>{belongs(e) ?? <span className="text-slate-400">None</span>}</td>
              <td className={`${cell} text-right tabular-nums`}>{count(e.row.deals)}</td>
              <td className={cell}>{originLabel[e.row.origin]}</td>
              <td className={`${cell} text-right`}>
                <button
                  type="button"
                  className={buttonClass('secondary', 'sm', touch)}
                  aria-label={`Edit ${nameOf(e)}`}
                  onClick={() => onEdit(e.row.id)}
                >
                  <Pencil className="size-4" aria-hidden />
                  Edit
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

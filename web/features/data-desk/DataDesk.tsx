import * as Tabs from '@radix-ui/react-tabs';
import { useSearchParams } from 'react-router';
import { routeTable } from '../../../core/routes';
import { ScrollTabsList, tabTriggerClass } from '../../ui/scroll-tabs';
import { ChangesTab } from './ChangesTab';
import { ConflictsTab } from './ConflictsTab';
import { useDeskPartnerships } from './data/use-desk-partnerships';
import { EntityTab } from './EntityTab';
import { ImportTab } from './ImportTab';
import { PartnershipsTab } from './PartnershipsTab';
import { type DeskTab, listQuery, readTab, readView } from './view';

const route = routeTable.find((r) => r.path === '/data-desk')!;

/** The desk's tabs; the selected one lives in the address (?tab=brands) so a view is a link. */
export function DataDesk() {
  const [params, setParams] = useSearchParams();
  const tab = readTab(params);
  // The list call also answers the desk's counts: the Partnerships tab's own call, or the first page.
  const counts = useDeskPartnerships(
    listQuery(readView(tab === 'partnerships' ? params : new URLSearchParams())),
  ).data?.counts;
  const tabs: { value: DeskTab; label: string }[] = [
    { value: 'partnerships', label: 'Partnerships' },
    { value: 'brands', label: 'Brands' },
    { value: 'properties', label: 'Properties' },
    { value: 'athletes', label: 'Athletes' },
    { value: 'import', label: 'Import' },
    { value: 'changes', label: 'Changes' },
    { value: 'conflicts', label: counts ? `Conflicts (${counts.conflicts})` : 'Conflicts' },
  ];
  const select = (value: string) =>
    setParams(value === 'partnerships' ? new URLSearchParams() : new URLSearchParams({ tab: value }));

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-white">{route.heading}</h1>
      <p className="mt-1 text-slate-400">
        Correct, add and end deals, keep brands, properties and athletes up to date, and import files. Every
        change carries its citation and can be undone.
      </p>
      <Tabs.Root value={tab} onValueChange={select} className="mt-6">
        <ScrollTabsList value={tab} label="Data desk">
          {tabs.map((t) => (
            <Tabs.Trigger key={t.value} value={t.value} className={tabTriggerClass}>
              {t.label}
            </Tabs.Trigger>
          ))}
        </ScrollTabsList>
        <Tabs.Content value="partnerships" className="mt-6">
          <PartnershipsTab />
        </Tabs.Content>
        <Tabs.Content value="brands" className="mt-6">
          <EntityTab kind="brand" />
        </Tabs.Content>
        <Tabs.Content value="properties" className="mt-6">
          <EntityTab kind="property" />
        </Tabs.Content>
        <Tabs.Content value="athletes" className="mt-6">
          <EntityTab kind="athlete" />
        </Tabs.Content>
        <Tabs.Content value="import" className="mt-6">
          <ImportTab />
        </Tabs.Content>
        <Tabs.Content value="changes" className="mt-6">
          <ChangesTab />
        </Tabs.Content>
        <Tabs.Content value="conflicts" className="mt-6">
          <ConflictsTab />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}

import type { TBrandProfile } from '../../core/contract/profile';
import { datasetMonitor, pickShowcase, type TDatasetMonitor } from '../../core/widgets/enterprise';
import type { Catalog } from './catalog';

/** The showcase brand's profile from the catalogue's engine: Adidas, else the brand with most running deals. */
export function showcaseProfile(catalog: Catalog): TBrandProfile | undefined {
  return pickShowcase(catalog.universe);
}

/** Per version of the catalogue (Catalog.version). */
const monitors = new WeakMap<object, TDatasetMonitor>();

/** The dataset monitor of one computation of the dataset (recomputed when the catalogue reloads). */
export function monitorOf(catalog: Catalog): TDatasetMonitor {
  const u = catalog.universe;
  let m = monitors.get(catalog.version);
  if (!m) {
    m = datasetMonitor(
      u.allDeals(),
      {
        brands: catalog.rows.brands.size,
        properties: catalog.rows.properties.size,
        athletes: catalog.rows.athletes.size,
      },
      u.now,
    );
    monitors.set(catalog.version, m);
  }
  return m;
}

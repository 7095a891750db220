import type { TBrandProfile } from '../../core/contract/profile';
import type { Universe } from '../../core/intelligence/engine/universe';
import { datasetMonitor, pickShowcase, type TDatasetMonitor } from '../../core/widgets/enterprise';
import type { Catalog } from './catalog';

/** The showcase brand's profile from the catalogue's engine: Adidas, else the brand with most running deals. */
export function showcaseProfile(catalog: Catalog): TBrandProfile | undefined {
  return pickShowcase(catalog.universe);
}

const monitors = new WeakMap<Universe, TDatasetMonitor>();

/** The dataset monitor of one computation of the dataset (recomputed when the catalogue reloads). */
export function monitorOf(catalog: Catalog): TDatasetMonitor {
  const u = catalog.universe;
  let m = monitors.get(u);
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
    monitors.set(u, m);
  }
  return m;
}

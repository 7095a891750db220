import type { Catalog } from '../../catalog/catalog';
import { findIcon } from './svg';

/**
 * A brand's logo: the name as the dataset writes it (the request's when the dataset does not know
 * it) and its simple-icons mark, looked up by that name and the brand's aliases (none: a monogram).
 */
export async function findLogo(catalog: Catalog, name: string) {
  const entry = catalog.exact('brand', name);
  const display = entry?.name ?? name;
  const icon = await findIcon(display, entry ? entry.keys : []);
  return { display, icon };
}

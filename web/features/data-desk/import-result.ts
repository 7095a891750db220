import type { TImportProgressLine } from '../../../core/contract/desk';
import { listText, plural } from './format';

type Result = Extract<TImportProgressLine, { type: 'result' }>;

/** "Imported 2 brands and 10 partnerships" (or "Nothing was imported."). */
export function importedText(imported: Result['imported']): string {
  const parts = [
    imported.brands && plural(imported.brands, 'brand'),
    imported.properties && plural(imported.properties, 'property', 'properties'),
    imported.athletes && plural(imported.athletes, 'athlete'),
    imported.partnerships && plural(imported.partnerships, 'partnership'),
  ].filter((p): p is string => Boolean(p));
  return parts.length ? `Imported ${listText(parts)}` : 'Nothing was imported.';
}

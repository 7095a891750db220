import { escapeHtml } from '../../../core/format/html';
import { hashString, normaliseName } from '../../../core/intelligence/names';

interface SimpleIcon {
  title: string;
  slug: string;
  hex: string;
  path: string;
}

let icons: Promise<{ bySlug: Map<string, SimpleIcon>; titleToSlug: (t: string) => string }> | undefined;

/** simple-icons is large: load it on the first logo request, once. */
function loadIcons() {
  icons ??= (async () => {
    const [all, sdk] = await Promise.all([import('simple-icons'), import('simple-icons/sdk')]);
    const bySlug = new Map<string, SimpleIcon>();
    for (const value of Object.values(all) as unknown[]) {
      const icon = value as Partial<SimpleIcon>;
      if (icon && typeof icon.slug === 'string' && typeof icon.path === 'string')
        bySlug.set(icon.slug, icon as SimpleIcon);
    }
    return { bySlug, titleToSlug: sdk.titleToSlug };
  })();
  return icons;
}

export async function findIcon(name: string, aliases: string[] = []): Promise<SimpleIcon | undefined> {
  const { bySlug, titleToSlug } = await loadIcons();
  for (const candidate of [name, ...aliases]) {
    const icon = bySlug.get(titleToSlug(candidate));
    if (icon) return icon;
  }
  return undefined;
}

/** The brand's mark in its colour on a light tile, so dark marks stay visible on the dark theme. */
export function iconSvg(icon: SimpleIcon): string {
  const colour = /^[0-9A-Fa-f]{6}$/.test(icon.hex) ? `#${icon.hex}` : '#111111';
  const path = icon.path.replace(/[^0-9A-Za-z.,\s-]/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" role="img"><title>${escapeHtml(icon.title)}</title><rect width="32" height="32" rx="7" fill="#f8fafc"/><g transform="translate(4 4)"><path fill="${colour}" d="${path}"/></g></svg>`;
}

/** Up to two initials on a colour taken from the name's hash. Only letters and digits are drawn. */
export function monogramSvg(name: string): string {
  const letters =
    normaliseName(name)
      .split(/[^a-z0-9]+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((w) => w[0]!.toUpperCase())
      .join('') || '?';
  const hue = hashString(normaliseName(name)) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" role="img"><title>${escapeHtml(name)}</title><rect width="32" height="32" rx="7" fill="hsl(${hue} 55% 38%)"/><text x="16" y="21" font-family="Arial, Helvetica, sans-serif" font-size="${letters.length > 1 ? 12 : 15}" font-weight="700" text-anchor="middle" fill="#ffffff">${letters}</text></svg>`;
}

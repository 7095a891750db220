/** Class names the desk's screens share (the app's dark panels and tables). */

/** A table cell. */
export const cell = 'px-3 py-3 align-top';
/** A header cell. */
export const headCell = 'px-3 py-3 align-bottom whitespace-nowrap';
/**
 * The frame of a wide table: it scrolls sideways inside itself on a narrow screen. Positioned, so
 * it also holds the table's absolutely placed text (a header's sr-only label): otherwise that text
 * sits at the table's far edge in the page and widened a 375 px phone's page to 1,076 px (issue 36).
 */
export const tableFrame = 'relative mt-3 overflow-x-auto rounded-2xl border border-ink-700 bg-ink-850';
export const tableHead = 'border-b border-ink-700 text-xs tracking-wide text-slate-400 uppercase';
export const tableBody = 'divide-y divide-ink-700 text-slate-200';
/** Small buttons grow to 44 px where the pointer is a finger. */
export const touch = 'pointer-coarse:h-11';
export const badge =
  'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';
export const reviewBadge = `${badge} bg-amber-500/20 text-amber-200`;
export const labelClass = 'text-sm font-medium text-slate-200';
export const errorText = 'text-sm text-red-300';
/** A section inside a dialog. */
export const panel = 'rounded-xl border border-ink-700 bg-ink-900 p-4';

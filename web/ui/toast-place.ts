/** A box on the screen, in CSS pixels from the viewport's top left corner. */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Where the toast sits: against the bottom or the top edge, on the right or the left. */
export type ToastPlace = 'bottom-right' | 'bottom-left' | 'top-right' | 'top-left';

export interface ToastLayout {
  place: ToastPlace;
  left: number;
  top: number;
  width: number;
}

export interface PlaceInput {
  viewport: { width: number; height: number };
  /** The toast's height (its width follows from the viewport). */
  toastHeight: number;
  /** How far down the top placements start: below the sticky page header, or near the edge over a dialog. */
  topInset: number;
  /** What the toast must never cover: an open dialog's header (its title and Close). */
  never: Box[];
  /** What it should rather not cover: the buttons, links and fields a person may press next. */
  avoid: Box[];
}

/** Under this width (Tailwind's `sm`) the toast spans the screen, as on a phone. */
export const PHONE_WIDTH = 640;
const EDGE = 16;
const MAX_WIDTH = 420;

const intersects = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The candidate places in order of preference: bottom first (on a phone the thumb's end), then top. */
export function candidates({ viewport, toastHeight, topInset }: PlaceInput): ToastLayout[] {
  const phone = viewport.width < PHONE_WIDTH;
  const width = phone ? viewport.width - 2 * EDGE : Math.min(MAX_WIDTH, viewport.width - 2 * EDGE);
  const right = viewport.width - EDGE - width;
  const bottom = Math.max(EDGE, viewport.height - EDGE - toastHeight);
  const top = Math.max(EDGE, topInset);
  const all: ToastLayout[] = [
    { place: 'bottom-right', left: right, top: bottom, width },
    { place: 'bottom-left', left: EDGE, top: bottom, width },
    { place: 'top-right', left: right, top, width },
    { place: 'top-left', left: EDGE, top, width },
  ];
  // On a phone left and right are the same box.
  return phone ? all.filter((c) => c.place.endsWith('right')) : all;
}

/**
 * The place that covers no dialog header and the fewest controls; the earlier candidate on a tie.
 * A toast is raised by something the person just did: it must not sit on what they do next
 * (issue 36: toasts covered the log-in dialog's title and Close on a phone, Send Now and Revoke on
 * a desktop).
 */
export function placeToast(input: PlaceInput): ToastLayout {
  let best: { layout: ToastLayout; cost: number } | null = null;
  for (const layout of candidates(input)) {
    const box: Box = {
      left: layout.left,
      top: layout.top,
      right: layout.left + layout.width,
      bottom: layout.top + input.toastHeight,
    };
    const cost = input.never.some((b) => intersects(box, b))
      ? Number.POSITIVE_INFINITY
      : input.avoid.filter((b) => intersects(box, b)).length;
    if (!best || cost < best.cost) best = { layout, cost };
  }
  return best!.layout;
}

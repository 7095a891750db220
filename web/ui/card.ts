/** The panel frame shared by the brand view, the widgets and the enterprise page. */
export const card = 'rounded-2xl border border-ink-700 bg-ink-850 p-5';

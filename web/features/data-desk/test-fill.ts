import type userEvent from '@testing-library/user-event';

/** Types long text the quick way: focus the field and paste it (tests). */
export async function fill(u: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await u.click(field);
  await u.paste(text);
}

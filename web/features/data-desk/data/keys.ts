/** Every query of the desk sits under this key, so one invalidation refreshes what a change touches. */
export const deskKey = ['desk'] as const;

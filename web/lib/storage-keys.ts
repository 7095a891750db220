/** Every browser-storage key the app uses, prefixed with the product name. */
export const storageKeys = {
  user: 'sponsorscope.user',
  onboardingDone: 'sponsorscope.onboarding.completed',
  recentSearches: 'sponsorscope.recentSearches',
  feedback: 'sponsorscope.feedback',
} as const;

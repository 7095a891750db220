/** Product name, provider agency and contact addresses: the one place for them. */
export const brand = {
  product: 'Sponsorscope',
  domain: 'sponsorscope.com',
  tagline: 'The command centre for partnership performance',
  description:
    'Sponsorship intelligence for sports marketing: who sponsors whom, for how much, and how healthy each partnership is.',
  agency: {
    name: 'Ten Toes',
    url: 'https://tentoes.co.uk',
    motto: 'Backed by belief.',
    city: 'London',
    postalAddress: ['Ten Toes Ltd', '71-75 Shelton Street', 'London WC2H 9JQ', 'United Kingdom'],
  },
  social: { name: 'Instagram', url: 'https://www.instagram.com/sponsorscope' },
  email: {
    general: 'hello@sponsorscope.com',
    support: 'support@sponsorscope.com',
    partnerships: 'partnerships@sponsorscope.com',
    privacy: 'privacy@sponsorscope.com',
    legal: 'legal@sponsorscope.com',
    careers: 'careers@sponsorscope.com',
    sales: 'sales@sponsorscope.com',
    newsletter: 'itk@sponsorscope.com',
  },
  themeColor: '#0b1220',
  /** Date the legal pages were last revised (product copy). */
  policyDate: 'August 2, 2025',
} as const;

export const productSlug = brand.product.toLowerCase();

/**
 * Pages outside the portal that the header and footer link to. They live on the provider's
 * corporate site; change the addresses here for a deployment.
 */
export const EXTERNAL_LINKS = {
  /** Terms for vendors: the listing contract, fees and obligations. */
  vendorTerms: 'https://www.provider.example.jp/portal/terms/vendor',
  /** How a vendor gets a service listed: plans, fees and the application form. */
  listingGuide: 'https://www.provider.example.jp/portal/listing-guide',
} as const;

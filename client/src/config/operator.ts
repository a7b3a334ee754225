import { getConfig } from './runtime';

/**
 * The provider that runs the portal, as the footer and the rules pages name it. One place to
 * change for a deployment; the address is the server's OPERATOR_EMAIL (the one inquiries are
 * mailed to), read from the runtime configuration when a page's text is made.
 */
export const OPERATOR = {
  get email(): string {
    return getConfig().operatorEmail;
  },
  name: '株式会社自治体ソリューションズ',
  representative: '代表取締役 田中 誠',
  postalCode: '〒101-0041',
  address: '東京都千代田区神田須田町一丁目2番3号 ソリューションビル5階',
  telephone: '03-1234-5678',
  telephoneHours: '平日 10:00〜17:00（土日祝日・年末年始を除く）',
  privacyEmail: 'privacy@provider.example.jp',
} as const;

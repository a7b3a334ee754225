/** Business constants of the product (page sizes, limits). */
export const PAGE_SIZE = 20;
export const MAX_CATEGORIES = 3;
export const PASSWORD_MIN_LENGTH = 8;
export const NAME_MAX_WIDTH = 15;
export const KANA_MAX_WIDTH = 20;
/** Longest keyword the search accepts; longer input is refused rather than scanned. */
export const KEYWORD_MAX_LENGTH = 200;

export const LISTING_LIMITS = {
  title: 64,
  description: 274,
  detailItem: 60,
  titleItem: 78,
  explainItem: 117,
} as const;

export const COPYRIGHT_YEAR = 2024;
export const SNACKBAR_TIMEOUT_MS = 5000;
export const MOBILE_HEADER_BREAKPOINT = 1024;
export const NARROW_SCREEN_BREAKPOINT = 769;
export const BACK_TO_TOP_OFFSET = 100;
export const FLOATING_BUTTON_BOTTOM_GAP = 500;

/** Interface breakpoints: each name applies below the given width. */
export const BREAKPOINTS = { xs: 600, sm: 960, md: 1280, lg: 1920, xl: 2560 } as const;

/** Upload caps checked by the client before sending and enforced by the server. */
export const UPLOAD_LIMITS = {
  imageBytes: 10 * 1024 * 1024,
  videoBytes: 50 * 1024 * 1024,
  documentBytes: 50 * 1024 * 1024,
} as const;

/** Document requests and inquiries: free-text and basket caps checked on both sides. */
export const REQUEST_LIMITS = {
  /** Solutions in one basket submission. */
  basketItems: 30,
  /** Free text of one basket item (お問い合わせ内容). */
  itemContents: 2000,
  /** Body of an inquiry to the operator. */
  inquiryBody: 2000,
  inquiryName: 64,
  inquiryOrganization: 128,
} as const;

/**
 * Each route's screen: a module under app/routes/ (without `.tsx`) that exports `Component`.
 * Data only, keyed by route id, so a route without a screen does not compile; the router loads
 * them lazily (one chunk per screen) and the build reads this table to preload a page's own
 * chunks (client/build/shell-manifest.ts). A screen file is named `*-page.tsx`; a frame several
 * screens share is a `*-layout.tsx`.
 */
import type { RouteId } from '../config/routes';

export type ScreenModule = `${string}/${string}-page`;

export const SCREENS = {
  home: 'home/home-page',
  'rules.faq': 'rules/faq-page',
  'rules.law': 'rules/law-page',
  'rules.privacy': 'rules/privacy-page',
  'rules.security': 'rules/security-page',
  'rules.terms': 'rules/terms-page',
  'request.form': 'document-requests/request-form-page',
  'request.confirm': 'document-requests/request-confirm-page',
  'request.list': 'document-requests/request-list-page',
  'request.show': 'document-requests/request-show-page',
  'inquiry.form': 'inquiry/inquiry-form-page',
  'inquiry.confirm': 'inquiry/inquiry-confirm-page',
  'inquiry.complete': 'inquiry/inquiry-complete-page',
  'solutions.confirm': 'solutions/solution-confirm-page',
  'solutions.complete': 'solutions/solution-complete-page',
  'solutions.main': 'solutions/solutions-main-page',
  'solutions.list': 'solutions/solutions-list-page',
  'solutions.show': 'solutions/solution-detail-page',
  'solutions.compare': 'solutions/solution-compare-page',
  'solutions.update': 'solutions/solution-update-page',
  'solutions.create': 'solutions/solution-new-page',
  'vendor.home': 'vendor/vendor-page',
  'operator.home': 'operator/console-page',
  'operator.members': 'operator/members-page',
  'operator.municipalities': 'operator/municipalities-page',
  'operator.review': 'operator/review-page',
  'operator.inquiries': 'operator/inquiries-page',
  'operator.audit': 'operator/audit-page',
  'operator.users': 'operator/users-page',
  'operator.imports': 'operator/imports-page',
  'operator.requests': 'operator/requests-page',
  'grants.list': 'grants/grants-page',
  'grants.show': 'grants/grant-detail-page',
  'cases.list': 'cases/cases-page',
  'cases.show': 'cases/case-detail-page',
  'auth.login': 'auth/login-page',
  'auth.logout': 'auth/logout-page',
  'auth.mypage': 'auth/mypage-page',
  'auth.changeEmailRequest': 'auth/change-email-request-page',
  'auth.changeEmailComplete': 'auth/change-email-complete-page',
  'auth.confirmEmailRequest': 'auth/confirm-email-request-page',
  'auth.resetPasswordRequest': 'auth/reset-password-request-page',
  'auth.resetPasswordConfirm': 'auth/reset-password-confirm-page',
  'auth.resetPasswordEdit': 'auth/reset-password-edit-page',
  'auth.resetPasswordComplete': 'auth/reset-password-complete-page',
  'auth.companyRegister': 'auth/com-register-page',
  'auth.companyConfirm': 'auth/com-confirm-page',
  'auth.munRegister': 'auth/mun-register-page',
  'auth.munConfirm': 'auth/mun-confirm-page',
  'auth.signupComplete': 'auth/signup-complete-page',
  'auth.updateEdit': 'auth/update-edit-page',
  'auth.updateComplete': 'auth/update-complete-page',
  'auth.action': 'auth/action-page',
  // My portal.
  'mypage.bookmarks': 'mypage/bookmarks-page',
  'mypage.searches': 'mypage/saved-searches-page',
  'mypage.shortlists': 'mypage/shortlists-page',
  'mypage.alertStop': 'mypage/alert-stop-page',
} as const satisfies Record<RouteId, ScreenModule>;

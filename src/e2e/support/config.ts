/** The bootstrap admin of the app the e2e suite starts (or of the app at E2E_BASE_URL). */
export const E2E_ADMIN = {
  username: process.env.E2E_ADMIN_USERNAME ?? 'admin',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'E2e-Admin#2026',
};

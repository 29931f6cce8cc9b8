// The build comes from the shared factory; this file names only what is this remote's own.
const { createRemoteConfig } = require('@shop/mf-config');

module.exports = createRemoteConfig({
  name: 'account-loyalty',
  dir: __dirname,
  // The whole public API (shared/contracts ACCOUNT_LOYALTY_EXPOSES): the login popup and page modules, default export each.
  exposes: {
    './AuthPopup': './src/exposes/auth-popup.tsx',
    './AuthPage': './src/exposes/auth-page.tsx',
    './AccountPage': './src/exposes/account-page.tsx',
    './EditAddressPage': './src/exposes/edit-address-page.tsx',
    './OrdersPage': './src/exposes/orders-page.tsx',
    './AccountOrderPage': './src/exposes/account-order-page.tsx',
    './LoyaltyPage': './src/exposes/loyalty-page.tsx',
    './WishlistPage': './src/exposes/wishlist-page.tsx',
    './InvitePage': './src/exposes/invite-page.tsx',
  },
  devPort: 3003,
});

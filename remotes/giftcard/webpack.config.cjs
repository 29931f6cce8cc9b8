// The build comes from the shared factory; this file names only what is this remote's own.
const { createRemoteConfig } = require('@shop/mf-config');

module.exports = createRemoteConfig({
  name: 'giftcard',
  dir: __dirname,
  // The whole public API (shared/contracts GIFTCARD_EXPOSES): the purchase popup, the welcome page
  // and the account's card list, default export each.
  exposes: {
    './GiftcardPopup': './src/exposes/giftcard-popup.tsx',
    './GiftcardPage': './src/exposes/giftcard-page.tsx',
    './MyGiftcards': './src/exposes/my-giftcards.tsx',
  },
  devPort: 3005,
});

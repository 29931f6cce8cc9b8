// The build comes from the shared factory; this file names only what is this remote's own.
const { createRemoteConfig } = require('@shop/mf-config');

module.exports = createRemoteConfig({
  name: 'cart-checkout',
  dir: __dirname,
  // The whole public API (shared/contracts CART_CHECKOUT_EXPOSES): page modules and the order display fragment, default export each.
  exposes: {
    './CartPage': './src/exposes/cart-page.tsx',
    './SharedCartPage': './src/exposes/shared-cart-page.tsx',
    './CheckoutPage': './src/exposes/checkout-page.tsx',
    './PayPage': './src/exposes/pay-page.tsx',
    './PaymentResultPage': './src/exposes/payment-result-page.tsx',
    './OrderSuccessPage': './src/exposes/order-success-page.tsx',
    './OrderFailurePage': './src/exposes/order-failure-page.tsx',
    './SharedOrderPage': './src/exposes/shared-order-page.tsx',
    './OrderDisplay': './src/exposes/order-display.tsx',
  },
  devPort: 3002,
});

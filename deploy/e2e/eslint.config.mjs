import config from '@shop/eslint-config';

// End-to-end tests visit pages by their addresses, as a shopper would (the shared config's override
// for deploy/e2e is written relative to the repository root, which eslint does not see from here).
export default [...config, { rules: { 'no-restricted-syntax': 'off' } }];

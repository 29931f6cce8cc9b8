// The mf-config factory defines __REMOTE_VERSION__ at build time; tests get a fixed one.
module.exports = { preset: '@shop/jest-preset', globals: { __REMOTE_VERSION__: '0.0.0-test' } };

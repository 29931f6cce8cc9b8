module.exports = { preset: '@shop/jest-preset' };

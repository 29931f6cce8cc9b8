const preset = require('@shop/jest-preset/jest-preset.cjs');

// The tests render the frame in any language: every language's texts are registered up front,
// as the server's render has them (the browser fetches one language's, src/i18n/texts.ts).
module.exports = { preset: '@shop/jest-preset', setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/src/i18n/all-texts.ts'] };

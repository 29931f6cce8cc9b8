import { formatScore } from './stars';

describe('formatScore', () => {
  it('writes a score as Intl would in each language, one decimal at most', () => {
    for (const language of ['ru-ru', 'en-gb', 'ka-ge'] as const) {
      for (const score of [5, 4.5, 4.25, 4.26, 3.04, 1, 0]) {
        // Node has Georgian locale data (Debian's Chromium has not): it is the reference here.
        expect(formatScore(score, language)).toBe(score.toLocaleString(language, { maximumFractionDigits: 1 }));
      }
    }
  });
});

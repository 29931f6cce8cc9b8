import { LEVELS } from '../../test/fixtures';
import { levelProgress } from './progress';

const [bronze, silver, gold, platinum] = LEVELS;

it('measures the points left against the distance between the two levels', () => {
  // Silver (1 000) → Gold (5 000) with 2 750 left: 1 250 of 4 000 done.
  expect(levelProgress({ level: silver!, next_level: gold!, points_to_next: 2750 })).toEqual({ next: gold, left: 2750, percent: 31 });
  expect(levelProgress({ level: bronze!, next_level: silver!, points_to_next: 1000 })).toEqual({ next: silver, left: 1000, percent: 0 });
  expect(levelProgress({ level: gold!, next_level: platinum!, points_to_next: 0 })?.percent).toBe(100);
});

it('counts from nothing below the first level, and stays within the bar whatever the figures', () => {
  expect(levelProgress({ level: null, next_level: silver!, points_to_next: 250 })?.percent).toBe(75);
  expect(levelProgress({ level: silver!, next_level: gold!, points_to_next: 99_999 })?.percent).toBe(0);
});

it('has no next level at the top', () => {
  expect(levelProgress({ level: platinum!, next_level: null, points_to_next: 0 })).toBeNull();
});

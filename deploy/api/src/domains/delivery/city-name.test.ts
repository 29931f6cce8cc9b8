import { foldCityName } from './city-name';

it('folds case, ё, hyphens and spaces, in every alphabet the shop speaks', () => {
  expect(foldCityName('Санкт-Петербург')).toBe('санкт петербург');
  expect(foldCityName('  САНКТ   петербург ')).toBe('санкт петербург');
  expect(foldCityName('Орёл')).toBe('орел');
  expect(foldCityName('Rostov-on-Don')).toBe('rostov on don');
  expect(foldCityName('თბილისი')).toBe('თბილისი');
});

import { useEffect, useId, useState } from 'react';
import type { CitiesReply, City, CountriesReply, Country, DetermineCityReply, ErrorReply } from '@shop/contracts';
import { useTranslation } from '@shop/i18n';
import { ErrorNotice } from '../error-notice';
import { LoadingState } from '../spinner';
import styles from './delivery.module.css';

/** A pause in typing before the city list is asked for. */
const TYPING_PAUSE_MS = 250;

/** The spec §7 delivery calls the picker makes, from the app's api.ts (this package makes no calls). */
export interface CityPickerApi {
  fetchCountries(): Promise<CountriesReply | ErrorReply>;
  fetchDefaultCity(): Promise<DetermineCityReply | ErrorReply>;
  searchCities(countryId: number, query: string): Promise<CitiesReply | ErrorReply>;
}

export interface CityPickerProps {
  api: CityPickerApi;
  /** The city chosen; null takes the shop's first guess (determine-city) and reports it. */
  city: City | null;
  onCityChange(city: City): void;
}

/**
 * Country and city where goods should go (the product page's delivery estimate and checkout):
 * a country select and a city search whose answers are buttons. It starts at the city given, or
 * at the shop's guess, so a shopper there needs no typing.
 */
export function CityPicker({ api, city, onCityChange }: CityPickerProps) {
  const { t } = useTranslation('ui');
  const id = useId();
  const [countries, setCountries] = useState<Country[] | null>(null);
  const [countryId, setCountryId] = useState<number | null>(city?.country_id ?? null);
  const [query, setQuery] = useState('');
  const [cities, setCities] = useState<City[]>([]);
  const [failed, setFailed] = useState(false);
  // Only the first render's city decides whether the guess is wanted.
  const [guessWanted] = useState(city === null);

  useEffect(() => {
    let live = true;
    Promise.all([api.fetchCountries(), guessWanted ? api.fetchDefaultCity() : null]).then(
      ([countryReply, cityReply]) => {
        if (!live) return;
        if (countryReply.status !== 200) return setFailed(true);
        setCountries(countryReply.countries);
        if (cityReply?.status === 200) {
          setCountryId(cityReply.country.id);
          onCityChange(cityReply.city);
        } else {
          setCountryId((current) => current ?? countryReply.countries[0]?.id ?? null);
        }
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
    // Once per picker: the calls and the first guess do not change while it is shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The city list follows the typing, after a pause; the answer for an older query is dropped.
  useEffect(() => {
    if (countryId === null) return;
    let live = true;
    const timer = setTimeout(() => {
      api.searchCities(countryId, query.trim()).then(
        (reply) => live && reply.status === 200 && setCities(reply.cities),
        () => undefined,
      );
    }, TYPING_PAUSE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [api, countryId, query]);

  if (failed) return <ErrorNotice message={t('error')} />;
  if (countries === null) return <LoadingState />;

  return (
    <div className={styles.picker}>
      <label htmlFor={`${id}-country`}>{t('city.country')}</label>
      <select
        id={`${id}-country`}
        className={styles.field}
        value={countryId ?? ''}
        onChange={(event) => {
          setCountryId(Number(event.target.value));
          setQuery('');
        }}
      >
        {countries.map((country) => (
          <option key={country.id} value={country.id}>
            {country.name}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-city`}>{t('city.city')}</label>
      <input
        id={`${id}-city`}
        className={styles.field}
        value={query}
        maxLength={100}
        placeholder={city?.name ?? t('city.placeholder')}
        onChange={(event) => setQuery(event.target.value)}
        autoComplete="address-level2"
      />
      <ul className={styles.cities} aria-label={t('city.cities')}>
        {cities.map((candidate) => (
          <li key={candidate.id}>
            <button
              type="button"
              className={candidate.id === city?.id ? `${styles.city} ${styles.chosen}` : styles.city}
              aria-pressed={candidate.id === city?.id}
              onClick={() => {
                onCityChange(candidate);
                setQuery('');
              }}
            >
              {candidate.name}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

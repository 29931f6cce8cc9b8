import { useEffect, useId, useState } from 'react';
import type { City, Country, ShippingMethod } from '@shop/contracts';
import { formatPrice, useTranslation } from '@shop/i18n';
import { Dialog, ErrorNotice, LoadingState, VisuallyHidden } from '@shop/ui';
import { NS } from '../../i18n/product';
import { fetchCountries, fetchDefaultCity, fetchShippingMethods, searchCities } from './delivery-api';
import styles from './delivery.module.css';

/** A pause in typing before the city list is asked for. */
const TYPING_PAUSE_MS = 250;

/** "Delivery cost and time": a button, and the popup where the shopper picks a city and sees the ways. */
export function DeliveryEstimate({ productId }: { productId: number }) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={styles.open} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {t('delivery.open')}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('delivery.title')}>
        <DeliveryCalculator productId={productId} />
      </Dialog>
    </>
  );
}

type Methods = { status: 'loading' } | { status: 'failed' } | { status: 'done'; methods: ShippingMethod[] };

/**
 * Country, city and the shipping methods of that city for this product (spec §7 delivery calls).
 * It starts at the city the shop names as the default, so a shopper there needs no typing.
 */
function DeliveryCalculator({ productId }: { productId: number }) {
  const { t } = useTranslation(NS);
  const id = useId();
  const [countries, setCountries] = useState<Country[] | null>(null);
  const [countryId, setCountryId] = useState<number | null>(null);
  const [city, setCity] = useState<City | null>(null);
  const [query, setQuery] = useState('');
  const [cities, setCities] = useState<City[]>([]);
  // The methods answer the city they were asked for: another city shows 'loading' until its own.
  const [answer, setAnswer] = useState<{ cityId: number; methods: Methods } | null>(null);
  const methods: Methods = city !== null && answer?.cityId === city.id ? answer.methods : { status: 'loading' };
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    Promise.all([fetchCountries(), fetchDefaultCity()]).then(
      ([countryReply, cityReply]) => {
        if (!live) return;
        if (countryReply.status === 200) setCountries(countryReply.countries);
        if (cityReply.status === 200) {
          setCountryId(cityReply.country.id);
          setCity(cityReply.city);
        } else if (countryReply.status === 200) {
          setCountryId(countryReply.countries[0]?.id ?? null);
        }
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);

  // The city list follows the typing, after a pause; the answer for an older query is dropped.
  useEffect(() => {
    if (countryId === null) return;
    let live = true;
    const timer = setTimeout(() => {
      searchCities(countryId, query.trim()).then(
        (reply) => live && reply.status === 200 && setCities(reply.cities),
        () => undefined,
      );
    }, TYPING_PAUSE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [countryId, query]);

  useEffect(() => {
    if (city === null) return;
    let live = true;
    const settle = (next: Methods) => live && setAnswer({ cityId: city.id, methods: next });
    fetchShippingMethods({ productId, cityId: city.id, countryId: city.country_id }).then(
      (reply) => settle(reply.status === 200 ? { status: 'done', methods: reply.methods } : { status: 'failed' }),
      () => settle({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [productId, city]);

  if (failed) return <ErrorNotice message={t('loadError')} />;
  if (countries === null) return <LoadingState />;

  return (
    <div className={styles.calculator}>
      <label htmlFor={`${id}-country`}>{t('delivery.country')}</label>
      <select
        id={`${id}-country`}
        className={styles.field}
        value={countryId ?? ''}
        onChange={(event) => {
          setCountryId(Number(event.target.value));
          setCity(null);
          setQuery('');
        }}
      >
        {countries.map((country) => (
          <option key={country.id} value={country.id}>
            {country.name}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-city`}>{t('delivery.city')}</label>
      <input
        id={`${id}-city`}
        className={styles.field}
        value={query}
        maxLength={100}
        placeholder={city?.name ?? t('delivery.cityPlaceholder')}
        onChange={(event) => setQuery(event.target.value)}
        autoComplete="address-level2"
      />
      <ul className={styles.cities} aria-label={t('delivery.cities')}>
        {cities.map((candidate) => (
          <li key={candidate.id}>
            <button
              type="button"
              className={candidate.id === city?.id ? `${styles.city} ${styles.chosen}` : styles.city}
              aria-pressed={candidate.id === city?.id}
              onClick={() => {
                setCity(candidate);
                setQuery('');
              }}
            >
              {candidate.name}
            </button>
          </li>
        ))}
      </ul>
      <div aria-live="polite">
        {city && <p className={styles.to}>{t('delivery.to', { city: city.name })}</p>}
        {city && methods.status === 'loading' && <LoadingState />}
        {methods.status === 'failed' && <p className={styles.error}>{t('delivery.failed')}</p>}
        {methods.status === 'done' && methods.methods.length === 0 && <p>{t('delivery.none')}</p>}
        {methods.status === 'done' && methods.methods.length > 0 && (
          <table className={styles.methods}>
            <VisuallyHidden as="caption">{t('delivery.methods')}</VisuallyHidden>
            <thead>
              <tr>
                <th scope="col">{t('delivery.method')}</th>
                <th scope="col">{t('delivery.price')}</th>
                <th scope="col">{t('delivery.time')}</th>
              </tr>
            </thead>
            <tbody>
              {methods.methods.map((method) => (
                <tr key={method.code}>
                  <th scope="row">{method.title}</th>
                  <td>{method.price === 0 ? t('delivery.free') : formatPrice(method.price, method.currency)}</td>
                  <td>{deliveryTime(method, t)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </div>
  );
}

function deliveryTime({ min_days: min, max_days: max }: ShippingMethod, t: (key: string, values?: Record<string, unknown>) => string): string {
  if (max === 0) return t('delivery.today');
  if (min === max) return t('delivery.days', { count: max });
  return t('delivery.daysRange', { min, count: max });
}

import { useState } from 'react';
import type { City, ShippingMethod } from '@shop/contracts';
import { formatPrice, useTranslation } from '@shop/i18n';
import { CityPicker, DeliveryTime, LoadingState, useRequest, VisuallyHidden } from '@shop/ui';
import { NS } from '../../i18n/product';
import { CITY_PICKER_API, fetchShippingMethods } from './delivery-api';
import styles from './delivery.module.css';

type Methods = { status: 'loading' } | { status: 'failed' } | { status: 'done'; methods: ShippingMethod[] };

/**
 * Country, city (the shared picker, which starts at the shop's guess) and the shipping methods of
 * that city for this product (spec §7 delivery calls).
 */
export default function DeliveryCalculator({ productId }: { productId: number }) {
  const { t } = useTranslation(NS);
  const [city, setCity] = useState<City | null>(null);
  // Keyed by the city: another city shows 'loading' until its own methods are in.
  const { state } = useRequest(city ? `${productId}:${city.id}` : '', () =>
    city ? fetchShippingMethods({ productId, cityId: city.id, countryId: city.country_id }) : Promise.resolve(undefined));
  const methods: Methods = city === null || state.status === 'loading'
    ? { status: 'loading' }
    : state.status === 'done' && state.data?.status === 200 ? { status: 'done', methods: state.data.methods } : { status: 'failed' };

  return (
    <div className={styles.calculator}>
      <CityPicker api={CITY_PICKER_API} city={city} onCityChange={setCity} />
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
                  <td>
                    <DeliveryTime minDays={method.min_days} maxDays={method.max_days} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </div>
  );
}

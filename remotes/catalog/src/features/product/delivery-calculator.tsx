import { useEffect, useState } from 'react';
import type { City, ShippingMethod } from '@shop/contracts';
import { formatPrice, useTranslation } from '@shop/i18n';
import { CityPicker, DeliveryTime, LoadingState, VisuallyHidden } from '@shop/ui';
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
  // The methods answer the city they were asked for: another city shows 'loading' until its own.
  const [answer, setAnswer] = useState<{ cityId: number; methods: Methods } | null>(null);
  const methods: Methods = city !== null && answer?.cityId === city.id ? answer.methods : { status: 'loading' };

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

import { useState } from 'react';
import type { City, ShippingMethod, ShippingMethodCode } from '@shop/contracts';
import { formatPrice, useLanguage, useTranslation } from '@shop/i18n';
import { setShippingAddress, setShippingMethod, useSettings } from '@shop/session';
import { CityPicker, controls, DeliveryTime, LoadingState, TextInput, useRequest, ValidatedForm } from '@shop/ui';
import { useSubmit } from '@shop/ui/forms';
import { useOrderErrorText } from '../../components/order-error';
import { NS } from '../../i18n/checkout';
import { CITY_PICKER_API, fetchCityShippingMethods } from './api';
import type { Address, DeliveryChoice } from './checkout-draft';
import { StepFooter } from './step-footer';
import styles from './checkout.module.css';

type Methods = { status: 'loading' } | { status: 'failed' } | { status: 'done'; methods: ShippingMethod[] };

/**
 * Step 2: where and how. The city's methods with price, days and free-from amount; a pickup
 * point from the method's list, or the courier's address. Sent in the spec §4 order: the
 * method (with its point), then the address.
 */
export function DeliveryStep({ saved, onDone }: { saved: DeliveryChoice | null; onDone(choice: DeliveryChoice): void }) {
  const { t } = useTranslation(NS);
  const { language } = useLanguage();
  const errorText = useOrderErrorText();
  // The home city's note (same-day courier, the store): an API from before the group has none.
  const homeCity = useSettings(language)?.inSPBSettings;
  const [city, setCity] = useState<City | null>(saved?.city ?? null);
  const [code, setCode] = useState<ShippingMethodCode | null>(saved?.method ?? null);
  const [pointId, setPointId] = useState<number | null>(saved?.pickupPointId ?? null);
  // Keyed by the city: another city shows 'loading' until its own methods are in.
  const { state } = useRequest(city ? `${city.id}` : '', () => (city ? fetchCityShippingMethods(city.id) : Promise.resolve(undefined)));
  const methods: Methods = city === null || state.status === 'loading'
    ? { status: 'loading' }
    : state.status === 'done' && state.data?.status === 200 ? { status: 'done', methods: state.data.methods } : { status: 'failed' };
  const method = methods.status === 'done' ? methods.methods.find((candidate) => candidate.code === code) : undefined;

  const chooseCity = (next: City) => {
    setCity(next);
    // Another city has other points.
    if (next.id !== city?.id) setPointId(null);
  };

  const { busy, error, submit } = useSubmit(async (values: Record<string, string>) => {
    if (city === null || !method) return t('delivery.chooseMethod');
    const point = method.code === 'pickup_point' ? method.pickup_points.find((candidate) => candidate.id === pointId) : undefined;
    if (method.code === 'pickup_point' && !point) return errorText('pickup_point_required');
    const address: Address = method.code === 'courier'
      ? { address: values.address ?? '', postcode: values.postcode ?? '', house: values.house ?? '', apartment: values.apartment ?? '', comment: values.comment ?? '' }
      : { address: '', postcode: '' };
    const chosen = await setShippingMethod({ method_code: method.code, cityId: city.id, ...(point ? { pickupPointId: point.id } : {}) });
    const addressed = chosen.ok ? await setShippingAddress(address) : chosen;
    if (!addressed.ok) return errorText(addressed.error);
    onDone({ city, method: method.code, pickupPointId: point?.id ?? null, address });
  }, () => errorText('request_failed'));

  return (
    <ValidatedForm className={styles.form} onValidSubmit={(values) => void submit(values)} aria-labelledby="checkout-step">
      <CityPicker api={CITY_PICKER_API} city={city} onCityChange={chooseCity} />
      <div aria-live="polite">
        {city && methods.status === 'loading' && <LoadingState />}
        {methods.status === 'failed' && <p className={controls.error}>{t('delivery.failed')}</p>}
        {methods.status === 'done' && methods.methods.length === 0 && <p>{t('delivery.none')}</p>}
      </div>
      {homeCity?.status && homeCity.text && city?.id === homeCity.city_id && <p className={controls.notice}>{homeCity.text}</p>}
      {methods.status === 'done' && methods.methods.length > 0 && (
        <fieldset className={styles.choices}>
          <legend>{t('delivery.methods', { city: city?.name })}</legend>
          {methods.methods.map((candidate) => (
            <label key={candidate.code} className={styles.choice}>
              <input type="radio" name="method" checked={candidate.code === code} onChange={() => setCode(candidate.code)} />
              <span className={styles.choiceText}>
                <span className={styles.choiceTitle}>{candidate.title}</span>
                <span>
                  {candidate.price === 0 ? t('delivery.free') : formatPrice(candidate.price, candidate.currency)}
                  {', '}
                  <DeliveryTime minDays={candidate.min_days} maxDays={candidate.max_days} />
                </span>
                {candidate.free_from !== null && candidate.price > 0 && (
                  <span className={styles.muted}>{t('delivery.freeFrom', { amount: formatPrice(candidate.free_from, candidate.currency) })}</span>
                )}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {method?.code === 'pickup_point' && (
        <fieldset className={styles.choices}>
          <legend>{t('delivery.points')}</legend>
          {method.pickup_points.map((point) => (
            <label key={point.id} className={styles.choice}>
              <input type="radio" name="pickup-point" checked={point.id === pointId} onChange={() => setPointId(point.id)} />
              <span className={styles.choiceText}>
                <span className={styles.choiceTitle}>{point.name}</span>
                <span>{point.address}</span>
                <span className={styles.muted}>{point.hours}</span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {method?.code === 'courier' && (
        <fieldset className={styles.address}>
          <legend>{t('delivery.address')}</legend>
          <TextInput name="address" label={t('delivery.street')} autoComplete="address-line1" defaultValue={saved?.address.address} next="house" />
          <div className={styles.pair}>
            <TextInput name="house" label={t('delivery.house')} defaultValue={saved?.address.house} next="apartment" />
            <TextInput name="apartment" required={false} label={t('delivery.apartment')} autoComplete="address-line2" defaultValue={saved?.address.apartment} next="postcode" />
          </div>
          <TextInput name="postcode" label={t('delivery.postcode')} autoComplete="postal-code" defaultValue={saved?.address.postcode} next="comment" />
          <TextInput name="comment" required={false} label={t('delivery.comment')} maxLength={200} defaultValue={saved?.address.comment} />
        </fieldset>
      )}
      <StepFooter error={error} busy={busy} />
    </ValidatedForm>
  );
}

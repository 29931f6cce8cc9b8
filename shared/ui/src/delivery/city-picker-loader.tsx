import { lazy, Suspense } from 'react';
import { LoadingState } from '../spinner';
import type { CityPickerProps } from './city-picker';

const Picker = lazy(() => import(/* webpackChunkName: "city-picker" */ './city-picker').then((module) => ({ default: module.CityPicker })));

/**
 * The country and city picker, loaded the first time one is shown (the product page's delivery
 * popup, the checkout's delivery step): its code stays out of every page's first load.
 */
export function CityPicker(props: CityPickerProps) {
  return (
    <Suspense fallback={<LoadingState />}>
      <Picker {...props} />
    </Suspense>
  );
}

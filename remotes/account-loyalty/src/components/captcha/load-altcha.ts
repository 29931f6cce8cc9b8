let loading: Promise<void> | undefined;

/**
 * The ALTCHA widget (the `altcha-widget` web component), fetched the first time a captcha is
 * needed: it weighs more than the whole login popup, and most logins never need it. A failed
 * load may be tried again.
 */
export function loadAltcha(): Promise<void> {
  loading ??= import(/* webpackChunkName: "altcha" */ './altcha-widget').then(
    () => undefined,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

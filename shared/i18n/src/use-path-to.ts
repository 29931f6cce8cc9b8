// `@shop/i18n/links`: not a part of the shell's '@shop/i18n' singleton. Each app bundles these few
// lines itself, so a remote can link with them under a shell released before they existed. The
// language comes from the singleton entry, never by relative path, so no second store is bundled.
import { pathTo, type PathArgs, type RouteName } from '@shop/contracts';
import { useLocalePath } from '@shop/i18n';

/** pathTo under the current language's prefix: '/en/account/order/7' while English is on. */
export type LocalizedPathTo = <N extends RouteName>(name: N, ...args: PathArgs<N>) => string;

/** For links inside the apps: `usePathTo()('account-order', { orderId: 7 })` is '/en/account/order/7' while English is on. */
export function usePathTo(): LocalizedPathTo {
  const localePath = useLocalePath();
  return (name, ...args) => localePath(pathTo(name, ...args));
}

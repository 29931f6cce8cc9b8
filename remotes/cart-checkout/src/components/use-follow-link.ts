import { useLocalePath } from '@shop/i18n';
import { useNavigate } from '@shop/router';

/**
 * Goes where a payment state's `link` says. The shop's own paths come without a language prefix
 * (contracts PaymentState): they get the current one and stay in the app; a provider's page is
 * another site.
 */
export function useFollowLink(): (link: string) => void {
  const navigate = useNavigate();
  const localePath = useLocalePath();
  return (link) => {
    if (link.startsWith('/') && !link.startsWith('//')) void navigate(localePath(link));
    else window.location.assign(link);
  };
}

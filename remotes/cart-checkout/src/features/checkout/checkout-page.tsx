import { useState, type ReactNode } from 'react';
import type { Cart, CurrencyCode } from '@shop/contracts';
import { useLanguage, useTranslation } from '@shop/i18n';
import { usePathTo } from '@shop/i18n/links';
import { Link, Navigate, useSearchParams } from '@shop/router';
import { fetchCart, useCart, useSettings } from '@shop/session';
import { controls, ErrorNotice, LoadingState, useDocumentTitle, useRequest } from '@shop/ui';
import { belowMinimumOrder } from '../../components/minimum-order';
import { useOrderErrorText } from '../../components/order-error';
import { PageRoot } from '../../components/page-root';
import { useFollowLink } from '../../components/use-follow-link';
import { NS } from '../../i18n/checkout';
import pages from '../../components/order-pages.module.css';
import { clearDraft, readDraft, writeDraft, type CheckoutDraft } from './checkout-draft';
import { ContactStep } from './contact-step';
import { DeliveryStep } from './delivery-step';
import { PaymentStep } from './payment-step';
import { ReviewStep } from './review-step';
import styles from './checkout.module.css';

const STEPS = ['contact', 'delivery', 'payment', 'review'] as const;
type Step = (typeof STEPS)[number];

/** The first step not done yet: a step is done when its data reached the server for this cart's order. */
function firstOpenStep(draft: CheckoutDraft, cart: Cart): Step {
  if (draft.contact === null || draft.orderId === null || cart.cart.orderId !== draft.orderId) return 'contact';
  if (draft.delivery === null) return 'delivery';
  if (draft.paymentMethod === null) return 'payment';
  return 'review';
}

/**
 * /order: checkout in steps (spec §2, §4 order flow). The step is in the URL (?step=delivery), so
 * Back goes to the previous one; what each step took is kept in session storage, so a reload
 * keeps it. A step further than the shopper has come shows the first open one instead.
 */
export function CheckoutPage() {
  const { t } = useTranslation(NS);
  const { language } = useLanguage();
  const settings = useSettings(language);
  const pathTo = usePathTo();
  const follow = useFollowLink();
  const errorText = useOrderErrorText();
  const cart = useCart();
  const [params, setParams] = useSearchParams();
  const [draft, setDraft] = useState(readDraft);
  const [placing, setPlacing] = useState(false);
  useDocumentTitle(t('title'));

  // Checkout needs the server's cart as it is now (its order, its totals with delivery).
  const { state: loaded, retry } = useRequest('checkout-cart', fetchCart);

  const update = (patch: Partial<CheckoutDraft>, next: Step) => {
    const changed = { ...draft, ...patch };
    writeDraft(changed);
    setDraft(changed);
    setParams({ step: next });
  };

  const page = (body: ReactNode) => (
    <PageRoot>
      <div className={pages.page}>
        <h1 className={`${controls.title} ${pages.title}`}>{t('title')}</h1>
        {body}
      </div>
    </PageRoot>
  );

  if (loaded.status === 'loading') return page(<LoadingState />);
  if (loaded.status === 'error' || !loaded.data.ok) return page(<ErrorNotice message={t('loadError')} onRetry={retry} />);
  // Placing empties the cart on its way to the payment page: that is no reason to go to /cart.
  if (cart.cart.items.length === 0 && !placing) return <Navigate to={pathTo('cart')} replace />;
  const currency: CurrencyCode = cart.cart.currency ?? cart.products[0]?.currency ?? settings?.currency ?? 'USD';
  if (belowMinimumOrder(cart.cart.totals, settings?.order.minimum_total) && !placing) {
    return page(
      <>
        <p role="alert" className={controls.error}>
          {errorText('min_order_amount')}
        </p>
        <Link className={controls.secondary} to={pathTo('cart')}>
          {t('toCart')}
        </Link>
      </>,
    );
  }

  const open = firstOpenStep(draft, cart);
  const asked = STEPS.find((step) => step === params.get('step')) ?? open;
  const step = STEPS.indexOf(asked) <= STEPS.indexOf(open) ? asked : open;

  return page(
    <>
      <ol className={styles.steps} aria-label={t('steps')}>
        {STEPS.map((name, index) => (
          <li key={name} aria-current={name === step ? 'step' : undefined} className={name === step ? styles.current : undefined}>
            {index <= STEPS.indexOf(open) && name !== step ? (
              <Link to={`?step=${name}`}>{t(`step.${name}`)}</Link>
            ) : (
              <span>{t(`step.${name}`)}</span>
            )}
          </li>
        ))}
      </ol>
      <h2 id="checkout-step" className={styles.stepTitle}>
        {t(`step.${step}`)}
      </h2>
      {step === 'contact' && (
        <ContactStep saved={draft.contact} attemptKey={draft.attemptKey} onDone={(contact, orderId) => update({ contact, orderId }, 'delivery')} />
      )}
      {step === 'delivery' && <DeliveryStep saved={draft.delivery} onDone={(delivery) => update({ delivery }, 'payment')} />}
      {step === 'payment' && draft.contact && draft.orderId !== null && (
        <PaymentStep saved={draft.paymentMethod} orderId={draft.orderId} contact={draft.contact} onDone={(paymentMethod) => update({ paymentMethod }, 'review')} />
      )}
      {step === 'review' && draft.paymentMethod && (
        <ReviewStep
          cart={cart}
          currency={currency}
          paymentMethod={draft.paymentMethod}
          onPlacing={setPlacing}
          onPlaced={(link) => {
            clearDraft();
            follow(link);
          }}
        />
      )}
    </>,
  );
}

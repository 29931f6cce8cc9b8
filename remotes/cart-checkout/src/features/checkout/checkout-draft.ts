import type { City, PaymentMethodCode, SetShippingAddressRequest, ShippingMethodCode } from '@shop/contracts';

/** Spec §3 Address (`address` is the street). */
export type Address = SetShippingAddressRequest;

export interface Contact {
  firstname: string;
  lastname: string;
  telephone: string;
  email: string;
}

export interface DeliveryChoice {
  city: City;
  method: ShippingMethodCode;
  pickupPointId: number | null;
  address: Address;
}

/** What the shopper has given so far, kept in this tab across reloads and Back. */
export interface CheckoutDraft {
  /** One per checkout attempt: a double click or a reload replays it, so one order is made. */
  attemptKey: string;
  contact: Contact | null;
  orderId: number | null;
  delivery: DeliveryChoice | null;
  paymentMethod: PaymentMethodCode | null;
}

// Namespaced: session storage is the whole page's.
const KEY = 'cart-checkout:checkout';

/** 32 hex digits: within the Idempotency-Key's 8–64 of [A-Za-z0-9_-]. */
function newAttemptKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const emptyDraft = (): CheckoutDraft => ({ attemptKey: newAttemptKey(), contact: null, orderId: null, delivery: null, paymentMethod: null });

/** The tab's draft, or a new attempt when there is none (or what is stored is not one). */
export function readDraft(): CheckoutDraft {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null');
    if (typeof stored === 'object' && stored !== null && typeof (stored as CheckoutDraft).attemptKey === 'string') {
      return { ...emptyDraft(), ...(stored as CheckoutDraft) };
    }
  } catch {
    // Unreadable storage (private mode, bad JSON): start afresh.
  }
  return emptyDraft();
}

export function writeDraft(draft: CheckoutDraft): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Without storage the steps still work; only a reload forgets them.
  }
}

/** The order was placed: the next checkout is a new attempt. */
export function clearDraft(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept, nothing to clear.
  }
}

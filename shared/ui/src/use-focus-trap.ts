import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The elements Tab reaches inside `root`, in document order (hidden and inert subtrees left out). */
export function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => el.tabIndex >= 0 && !el.closest('[hidden], [inert], [aria-hidden="true"]'),
  );
}

// Active traps, innermost last: only the innermost one keeps focus and answers Escape, so a
// popup opened over the slide-in menu closes alone.
const layers: object[] = [];

export interface FocusTrapOptions {
  /** Escape pressed while this trap is the innermost one. */
  onEscape?: () => void;
  /** Where focus goes back when the trap ends (an element or a ref); by default what had focus when it started. */
  returnFocusTo?: HTMLElement | null | { readonly current: HTMLElement | null };
  /**
   * Controls outside that may take focus without being pulled back (a raised header above the
   * slide-in menu: using one of them closes the menu). Tab still cycles inside.
   */
  allowOutside?: (element: Element) => boolean;
}

/**
 * While `active`: moves focus into `ref` (unless something inside already has it), keeps Tab and
 * Shift+Tab cycling inside, pulls focus back if it escapes, and calls onEscape on Escape. When it
 * ends (inactive or unmounted), focus returns to the opener unless it has moved elsewhere.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean, options: FocusTrapOptions = {}): void {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    const container = ref.current;
    if (!active || !container) return undefined;
    const layer = {};
    layers.push(layer);
    const given = latest.current.returnFocusTo;
    const explicit = given instanceof HTMLElement || given == null ? given : given.current;
    const opener = explicit ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    if (!container.contains(document.activeElement)) {
      if (container.tabIndex < 0 && !container.hasAttribute('tabindex')) container.setAttribute('tabindex', '-1');
      container.focus();
    }
    const innermost = () => layers[layers.length - 1] === layer;

    const onKeyDown = (event: KeyboardEvent) => {
      if (!innermost() || event.defaultPrevented) return;
      if (event.key === 'Escape') {
        if (!latest.current.onEscape) return;
        event.preventDefault();
        latest.current.onEscape();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableIn(container);
      if (items.length === 0) {
        event.preventDefault();
        container.focus();
        return;
      }
      const first = items[0]!;
      const last = items[items.length - 1]!;
      const current = document.activeElement;
      if (event.shiftKey && (current === first || current === container || !container.contains(current))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || !container.contains(current))) {
        event.preventDefault();
        first.focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      const { target } = event;
      if (!innermost() || !(target instanceof Element) || container.contains(target)) return;
      if (!latest.current.allowOutside?.(target)) container.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      layers.splice(layers.indexOf(layer), 1);
      // Focus goes back only if it was still ours (inside, or lost with the closing content): when
      // the trap ended because the visitor went to another control, that control keeps it.
      const now = document.activeElement;
      const ours = !now || now === document.body || container.contains(now);
      if (ours && opener && opener.isConnected && opener !== document.body) opener.focus();
    };
  }, [active, ref]);
}

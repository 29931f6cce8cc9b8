/**
 * Announced on the document once React has taken over the server-rendered page, its frame and
 * every region (boot/page-hydration.ts). Until then a button has no handler yet.
 */
export const HYDRATED_EVENT = 'shell:hydrated';

type TextField = HTMLInputElement | HTMLTextAreaElement;

type HeldInput =
  | { kind: 'click'; target: Element }
  | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null }
  | { kind: 'typing'; field: TextField }
  | { kind: 'toggle'; field: HTMLInputElement };

/**
 * Holds what a shopper does on the server-rendered page in `root` before it is hydrated, and does
 * it again, in order, once it is (HYDRATED_EVENT): a tap on "Add to cart" or a search typed while
 * the shell's script still loads is not lost.
 * - A click's own effect is prevented (a submit button does not submit), so doing it again is
 *   the only time it happens. Links are left alone: they work without script.
 * - A submit (Enter in a field) is prevented and made again.
 * - What the browser shows by itself stays as the shopper left it: text typed (React keeps it
 *   when hydrating), a size chosen, a box ticked (a label's click reaches its control). Each is
 *   announced again, so the component that owns the field hears of it.
 */
export function holdEarlyInput(root: HTMLElement): void {
  const document = root.ownerDocument;
  const held: HeldInput[] = [];

  const holdClick = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element) || !root.contains(target) || target.closest('a[href]')) return;
    if (isCheckable(target)) {
      if (!held.some((input) => input.kind === 'toggle' && input.field === target)) held.push({ kind: 'toggle', field: target });
      return;
    }
    if (target.closest('label')) return; // its control gets a click of its own
    hold(event);
    held.push({ kind: 'click', target });
  };
  const holdSubmit = (event: Event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !root.contains(form)) return;
    hold(event);
    held.push({ kind: 'submit', form, submitter: (event as SubmitEvent).submitter ?? null });
  };
  const noteTyping = (event: Event) => {
    const field = event.target;
    if (!isTextField(field) || !root.contains(field) || held.some((input) => input.kind === 'typing' && input.field === field)) return;
    held.push({ kind: 'typing', field });
  };
  const replay = () => {
    document.removeEventListener('click', holdClick, true);
    document.removeEventListener('submit', holdSubmit, true);
    document.removeEventListener('input', noteTyping, true);
    for (const input of held) {
      if (input.kind === 'typing') {
        if (input.field.isConnected) announceTyping(input.field);
      } else if (input.kind === 'toggle') {
        if (input.field.isConnected) announceToggle(input.field);
      } else if (input.kind === 'click') {
        if (input.target.isConnected) input.target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, detail: 1 }));
      } else if (input.form.isConnected) {
        if (input.submitter?.isConnected) input.form.requestSubmit(input.submitter);
        else input.form.requestSubmit();
      }
    }
  };

  document.addEventListener('click', holdClick, true);
  document.addEventListener('submit', holdSubmit, true);
  document.addEventListener('input', noteTyping, true);
  document.addEventListener(HYDRATED_EVENT, replay, { once: true });
}

function hold(event: Event): void {
  event.preventDefault();
  event.stopImmediatePropagation();
}

function isCheckable(target: Element): target is HTMLInputElement {
  return target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio');
}

const NOT_TEXT = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'image', 'range', 'color', 'hidden']);

function isTextField(target: EventTarget | null): target is TextField {
  return target instanceof HTMLTextAreaElement || (target instanceof HTMLInputElement && !NOT_TEXT.has(target.type));
}

/*
 * React remembers the value it last saw of a field through the field's own `value` (or `checked`)
 * setter, and took what the shopper left there as that when it hydrated: a change is announced
 * by going through that setter to another value first, so that React sees one.
 */

/** An input event for the text in `field`: emptied through React's setter, refilled past it (the prototype's). */
function announceTyping(field: TextField): void {
  const typed = field.value;
  field.value = '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** A click on a box or option as the shopper left it: turned back through React's setter, then clicked. */
function announceToggle(field: HTMLInputElement): void {
  field.checked = !field.checked;
  field.click();
}

/**
 * Announced on the document once React has taken over the server-rendered page, its frame and
 * every region (boot/page-hydration.ts). Until then a button has no handler yet.
 */
export const HYDRATED_EVENT = 'shell:hydrated';

type HeldInput = { kind: 'click'; target: Element } | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null };

/**
 * Holds the clicks and submits a shopper makes on the server-rendered page in `root` before it is
 * hydrated, and does them again, in order, once it is (HYDRATED_EVENT): a tap on "Add to cart"
 * while the shell's script still loads is not lost. Links are left alone: they work without
 * script. A held click's own effect is prevented (a checkbox keeps its state, a submit button does
 * not submit), so doing it again is the only time it happens.
 */
export function holdEarlyInput(root: HTMLElement): void {
  const document = root.ownerDocument;
  const held: HeldInput[] = [];

  const holdClick = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element) || !root.contains(target) || target.closest('a[href]')) return;
    hold(event);
    held.push({ kind: 'click', target });
  };
  const holdSubmit = (event: Event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !root.contains(form)) return;
    hold(event);
    held.push({ kind: 'submit', form, submitter: (event as SubmitEvent).submitter ?? null });
  };
  const replay = () => {
    document.removeEventListener('click', holdClick, true);
    document.removeEventListener('submit', holdSubmit, true);
    for (const input of held) {
      if (input.kind === 'click') {
        if (input.target.isConnected) input.target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, detail: 1 }));
      } else if (input.form.isConnected) {
        if (input.submitter?.isConnected) input.form.requestSubmit(input.submitter);
        else input.form.requestSubmit();
      }
    }
  };

  document.addEventListener('click', holdClick, true);
  document.addEventListener('submit', holdSubmit, true);
  document.addEventListener(HYDRATED_EVENT, replay, { once: true });
}

function hold(event: Event): void {
  event.preventDefault();
  event.stopImmediatePropagation();
}

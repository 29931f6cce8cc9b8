import { useRef, useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { focusableIn, useFocusTrap } from './use-focus-trap';

function Panel({ onEscape, withButtons = true }: { onEscape?: () => void; withButtons?: boolean }) {
  const [open, setOpen] = useState(false);
  const burger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, open, { onEscape: onEscape ?? (() => setOpen(false)), returnFocusTo: burger });
  return (
    <>
      <button ref={burger} type="button">
        Burger
      </button>
      <button type="button" onClick={() => setOpen(true)}>
        Elsewhere
      </button>
      <div ref={panel} aria-label="Panel" role="region" hidden={!open}>
        {withButtons && (
          <>
            <button type="button">One</button>
            <div hidden>
              <button type="button">Hidden</button>
            </div>
            <button type="button" disabled>
              Disabled
            </button>
            <a href="/two">Two</a>
          </>
        )}
      </div>
    </>
  );
}

describe('useFocusTrap', () => {
  it('moves focus in, cycles Tab over what is reachable, and returns focus to the given element', async () => {
    render(<Panel />);
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    const region = screen.getByRole('region', { name: 'Panel' });
    expect(region).toHaveFocus();
    expect(focusableIn(region).map((el) => el.textContent)).toEqual(['One', 'Two']);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'One' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Two' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'One' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    // Not the element that was focused when it opened, but the one named by returnFocusTo.
    expect(screen.getByRole('button', { name: 'Burger' })).toHaveFocus();
  });

  it('pulls focus back when something outside takes it', async () => {
    render(<Panel />);
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    screen.getByRole('button', { name: 'Burger', hidden: true }).focus();
    expect(screen.getByRole('region', { name: 'Panel' })).toHaveFocus();
  });

  it('leaves focus where the visitor put it when the trap ends because of a control outside', async () => {
    function Menu() {
      const [open, setOpen] = useState(true);
      const burger = useRef<HTMLButtonElement>(null);
      const panel = useRef<HTMLDivElement>(null);
      useFocusTrap(panel, open, { returnFocusTo: burger, allowOutside: (element) => element.getAttribute('aria-label') === 'Search' });
      return (
        <>
          <button ref={burger} type="button">Burger</button>
          {/* Like the header's search field above the slide-in menu: focusing it closes the menu. */}
          <input aria-label="Search" onFocus={() => setOpen(false)} />
          <div ref={panel} role="region" aria-label="Menu" hidden={!open}>
            <button type="button">Item</button>
          </div>
        </>
      );
    }
    render(<Menu />);
    await userEvent.click(screen.getByRole('textbox', { name: 'Search' }));
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveFocus();
  });

  it('keeps focus on a container with nothing focusable inside', async () => {
    render(<Panel withButtons={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await userEvent.tab();
    expect(screen.getByRole('region', { name: 'Panel' })).toHaveFocus();
  });
});

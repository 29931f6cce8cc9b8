import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@shop/i18n';
import { Dialog } from './dialog';
import { scrollLockCount } from './use-scroll-lock';

function Harness({ title = 'Sign in', onClose }: { title?: string; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose?.();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog open={open} onClose={close} title={title}>
        <label>
          Phone <input name="phone" />
        </label>
        <button type="button">Send code</button>
      </Dialog>
    </>
  );
}

beforeEach(() => act(() => initI18n({ language: 'en-gb' })));

describe('Dialog', () => {
  it('renders nothing while closed, then a named modal dialog with focus inside', async () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign in' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveFocus();
    expect(scrollLockCount()).toBe(1);
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Send code' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('closes on Escape, gives focus back to the opener and unlocks scrolling', async () => {
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect(scrollLockCount()).toBe(0);
  });

  it('closes with its close button and on a backdrop click, not on a click inside', async () => {
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByRole('textbox', { name: 'Phone' }));
    await userEvent.click(screen.getByRole('dialog'));
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const backdrop = screen.getByRole('dialog').parentElement!;
    await userEvent.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('can be named by an element inside or by an invisible label', () => {
    const { rerender } = render(
      <Dialog open onClose={() => undefined} labelledBy="heading">
        <h2 id="heading">Gift card</h2>
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Gift card' })).toBeInTheDocument();
    rerender(
      <Dialog open onClose={() => undefined} label="Login">
        <p>content</p>
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Login' })).toBeInTheDocument();
  });

  it('lets only the dialog opened last answer Escape and keep focus', async () => {
    const outer = jest.fn();
    const inner = jest.fn();
    function Nested() {
      const [innerOpen, setInnerOpen] = useState(false);
      return (
        <Dialog open onClose={outer} label="Outer">
          <button type="button" onClick={() => setInnerOpen(true)}>
            More
          </button>
          <Dialog open={innerOpen} onClose={inner} label="Inner">
            <button type="button">Inside</button>
          </Dialog>
        </Dialog>
      );
    }
    render(<Nested />);
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(screen.getByRole('dialog', { name: 'Inner' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Inside' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
  });

  it('is centred unless anchored at the top, where late or changing content grows it downward', () => {
    const { rerender } = render(
      <Dialog open onClose={() => undefined} title="x">
        <p>y</p>
      </Dialog>,
    );
    // jsdom has no layout: the class is what the stylesheet keys the placement on.
    expect(screen.getByRole('dialog').parentElement).not.toHaveClass('anchorTop');
    rerender(
      <Dialog open onClose={() => undefined} title="x" anchor="top">
        <p>y</p>
      </Dialog>,
    );
    expect(screen.getByRole('dialog').parentElement).toHaveClass('backdrop', 'anchorTop');
  });

  it('uses the translated name of its close button', () => {
    act(() => initI18n({ language: 'ka-ge' }));
    render(
      <Dialog open onClose={() => undefined} title="x">
        <p>y</p>
      </Dialog>,
    );
    expect(screen.getByRole('button', { name: 'დახურვა' })).toBeInTheDocument();
  });
});

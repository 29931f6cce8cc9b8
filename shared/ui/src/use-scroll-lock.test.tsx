import { render } from '@testing-library/react';
import { lockScroll, scrollLockCount, useScrollLock } from './use-scroll-lock';

function Locker({ active }: { active: boolean }) {
  useScrollLock(active);
  return null;
}

beforeEach(() => {
  document.body.style.overflow = 'auto';
  document.body.style.paddingRight = '';
});

describe('useScrollLock', () => {
  it('locks the body while active and restores the previous style after', () => {
    const { rerender } = render(<Locker active={false} />);
    expect(document.body.style.overflow).toBe('auto');
    rerender(<Locker active />);
    expect(document.body.style.overflow).toBe('hidden');
    rerender(<Locker active={false} />);
    expect(document.body.style.overflow).toBe('auto');
    expect(scrollLockCount()).toBe(0);
  });

  it('keeps the page locked until the last of nested locks lets go', () => {
    const search = render(<Locker active />);
    const menu = render(<Locker active />);
    const popup = render(<Locker active />);
    expect(scrollLockCount()).toBe(3);
    menu.unmount();
    search.unmount();
    expect(document.body.style.overflow).toBe('hidden');
    popup.unmount();
    expect(document.body.style.overflow).toBe('auto');
  });

  it('releases on unmount, and a release function works only once', () => {
    const { unmount } = render(<Locker active />);
    const release = lockScroll();
    release();
    release();
    expect(scrollLockCount()).toBe(1);
    expect(document.body.style.overflow).toBe('hidden');
    unmount();
    expect(scrollLockCount()).toBe(0);
    expect(document.body.style.overflow).toBe('auto');
  });

  it('pads the body by the scrollbar width so the page does not shift', () => {
    jest.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(window.innerWidth - 15);
    const release = lockScroll();
    expect(document.body.style.paddingRight).toBe('15px');
    release();
    expect(document.body.style.paddingRight).toBe('');
  });
});

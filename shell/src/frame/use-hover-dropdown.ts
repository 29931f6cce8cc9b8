import { useEffect, useRef, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';
import { DROPDOWN_LEAVE_DELAY_MS, useFrameState } from './frame-state';

/**
 * One header dropdown (spec §4): opens when a mouse enters it and closes 50 ms after it leaves
 * (unless `hover` is false: the language list only toggles);
 * a click toggles it, except the click that follows the hover that just opened it; Escape closes
 * it and puts focus back on its button; tabbing or clicking elsewhere closes it. Only one dropdown
 * is open at a time: the open one's id is frame-state's openDropdown.
 */
export function useHoverDropdown<Item extends HTMLElement = HTMLLIElement>(
  id: string,
  { hover = true, withinMenu = false }: {
    hover?: boolean;
    /** It lives in the slide-in menu. Any other dropdown closes that menu when it opens (one layer at a time, as the search does). */
    withinMenu?: boolean;
  } = {},
) {
  const open = useFrameState((s) => s.openDropdown === id);
  const setOpenDropdown = useFrameState((s) => s.setOpenDropdown);
  const item = useRef<Item>(null);
  const button = useRef<HTMLButtonElement>(null);
  const leaveTimer = useRef<number | undefined>(undefined);
  // A mouse reaches the button before clicking it: the hover already opened the list, and that
  // click must not close it again at once. Later clicks toggle.
  const openedByHover = useRef(false);

  const openThis = () => useFrameState.setState(withinMenu ? { openDropdown: id } : { openDropdown: id, menuOpen: false });
  const cancelLeave = () => window.clearTimeout(leaveTimer.current);
  useEffect(() => cancelLeave, []);
  const closeIfMine = () => {
    if (useFrameState.getState().openDropdown === id) setOpenDropdown(null);
  };

  // A click or tap anywhere else closes it, and so does Escape wherever focus is (a list opened by
  // hover has no focus inside; Escape inside is handled by onKeyDown below, which also refocuses).
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (item.current && event.target instanceof Node && !item.current.contains(event.target)) closeIfMine();
    };
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) closeIfMine();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onEscape);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onEscape);
    };
  });

  // Hover is for a mouse: a tap would open and at once toggle closed again.
  const byMouse = (event: PointerEvent) => hover && event.pointerType === 'mouse';
  const itemProps = {
    ref: item,
    onPointerEnter: (event: PointerEvent) => {
      if (!byMouse(event)) return;
      cancelLeave();
      if (useFrameState.getState().openDropdown === id) return;
      openedByHover.current = true;
      openThis();
    },
    onPointerLeave: (event: PointerEvent) => {
      if (!byMouse(event)) return;
      cancelLeave();
      leaveTimer.current = window.setTimeout(closeIfMine, DROPDOWN_LEAVE_DELAY_MS);
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !open) return;
      event.preventDefault();
      event.stopPropagation();
      setOpenDropdown(null);
      button.current?.focus();
    },
    onBlur: (event: FocusEvent<Item>) => {
      if (event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) closeIfMine();
    },
  };
  const buttonProps = {
    ref: button,
    'aria-expanded': open,
    onClick: () => {
      cancelLeave();
      const keepOpen = openedByHover.current && open;
      openedByHover.current = false;
      if (keepOpen) return;
      if (open) setOpenDropdown(null);
      else openThis();
    },
  };
  return { open, itemProps, buttonProps, close: closeIfMine };
}

import { useEffect, useRef, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';
import { DROPDOWN_LEAVE_DELAY_MS, useFrameState } from './frame-state';

/**
 * One header dropdown (spec §4): opens when a mouse enters it and closes 50 ms after it leaves
 * (unless `hover` is false: the language list only toggles);
 * a click toggles it, except the click that follows the hover that just opened it; Escape closes
 * it and puts focus back on its button; tabbing or clicking elsewhere closes it. Only one dropdown
 * is open at a time: the open one's id is frame-state's openDropdown.
 */
export function useHoverDropdown<Item extends HTMLElement = HTMLLIElement>(id: string, { hover = true }: { hover?: boolean } = {}) {
  const open = useFrameState((s) => s.openDropdown === id);
  const setOpenDropdown = useFrameState((s) => s.setOpenDropdown);
  const toggleDropdown = useFrameState((s) => s.toggleDropdown);
  const item = useRef<Item>(null);
  const button = useRef<HTMLButtonElement>(null);
  const leaveTimer = useRef<number | undefined>(undefined);
  // A mouse reaches the button before clicking it: the hover already opened the list, and that
  // click must not close it again at once. Later clicks toggle.
  const openedByHover = useRef(false);

  const cancelLeave = () => window.clearTimeout(leaveTimer.current);
  useEffect(() => cancelLeave, []);
  const closeIfMine = () => {
    if (useFrameState.getState().openDropdown === id) setOpenDropdown(null);
  };

  // A click or tap anywhere else closes it.
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (item.current && event.target instanceof Node && !item.current.contains(event.target)) closeIfMine();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
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
      setOpenDropdown(id);
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
      if (!keepOpen) toggleDropdown(id);
    },
  };
  return { open, itemProps, buttonProps, close: closeIfMine };
}

import { create } from 'zustand';

/** Spec §9: a hover dropdown closes this long after the pointer leaves it (crossing a gap keeps it open). */
export const DROPDOWN_LEAVE_DELAY_MS = 50;

/**
 * Shell-local UI state the header pieces share: the slide-in menu, the search overlay (both raise
 * the header layer) and the one dropdown allowed open at a time (spec §4), whether it belongs to
 * the desktop category menu or to a configured header link.
 */
export interface FrameState {
  menuOpen: boolean;
  searchActive: boolean;
  /** Id of the open dropdown, e.g. 'menu:12' or 'link:0'; null when none is open. */
  openDropdown: string | null;
  setMenuOpen: (open: boolean) => void;
  setSearchActive: (active: boolean) => void;
  setOpenDropdown: (id: string | null) => void;
}

export const useFrameState = create<FrameState>()((set) => ({
  menuOpen: false,
  searchActive: false,
  openDropdown: null,
  setMenuOpen: (menuOpen) => set({ menuOpen }),
  setSearchActive: (searchActive) => set({ searchActive }),
  setOpenDropdown: (openDropdown) => set({ openDropdown }),
}));

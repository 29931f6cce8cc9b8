import type { ReactNode } from 'react';

export type HeaderIconName = 'cart' | 'heart' | 'gift' | 'user' | 'card' | 'search' | 'close';

// 24 px line icons drawn inline (no icon font, no extra request); the link or button around
// each one carries the accessible name, so every icon is aria-hidden.
const PATHS: Record<HeaderIconName, ReactNode> = {
  cart: (
    <>
      <path d="M6 7h12l-1 13H7L6 7Z" />
      <path d="M9 7V6a3 3 0 0 1 6 0v1" />
    </>
  ),
  heart: <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" />,
  gift: (
    <>
      <rect x="4" y="9" width="16" height="4" rx="0.5" />
      <path d="M5.5 13v7h13v-7M12 9v11" />
      <path d="M12 9S10.5 4.5 8.2 5.3C6.4 6 7.2 9 12 9Zm0 0s1.5-4.5 3.8-3.7C17.6 6 16.8 9 12 9Z" />
    </>
  ),
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4.5 20a7.5 7.5 0 0 1 15 0" />
    </>
  ),
  card: (
    <>
      <rect x="3" y="6" width="18" height="12" rx="2" />
      <path d="M3 10h18M7 14.5h4" />
    </>
  ),
  search: (
    <>
      <circle cx="11" cy="11" r="6" />
      <path d="m15.5 15.5 4 4" />
    </>
  ),
  close: <path d="m6 6 12 12M18 6 6 18" />,
};

export function HeaderIcon({ name }: { name: HeaderIconName }) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[name]}
    </svg>
  );
}

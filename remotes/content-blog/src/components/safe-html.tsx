import DOMPurify from 'dompurify';
import { useMemo } from 'react';

// Content HTML comes from the database (spec: sanitize before rendering). DOMPurify already drops
// scripts, event handlers and javascript: URLs; style and form elements are dropped too so stored
// content can neither restyle the page outside its box nor post anywhere.
const OPTIONS = { FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'] };

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, OPTIONS);
}

export interface SafeHtmlProps {
  html: string;
  className?: string;
}

/**
 * Renders stored HTML (a post, an info page) after sanitizing it. It lives here, not in shared/ui,
 * because only this remote shows rich content: DOMPurify is 10 KB brotli that every page of the
 * shop would otherwise load with the shared ui package (a line of emphasis elsewhere is shared/ui's
 * InlineHtml).
 */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}

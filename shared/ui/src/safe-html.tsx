import DOMPurify from 'dompurify';
import { useMemo } from 'react';

// Content HTML comes from the database (spec: sanitize before rendering). DOMPurify already drops
// scripts, event handlers and javascript: URLs; style and form elements are dropped too so stored
// content can neither restyle the page outside its box nor post anywhere.
const OPTIONS = { FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'] };

// A line of text inside a link or a button (a promo strip title) keeps its emphasis and nothing
// else: no links in the link, no blocks, no attributes.
const INLINE_OPTIONS = { ALLOWED_TAGS: ['b', 'strong', 'i', 'em', 'u', 's', 'small', 'mark', 'span', 'br'], ALLOWED_ATTR: [] };

export function sanitizeHtml(html: string, { inline = false }: { inline?: boolean } = {}): string {
  return DOMPurify.sanitize(html, inline ? INLINE_OPTIONS : OPTIONS);
}

export interface SafeHtmlProps {
  html: string;
  className?: string;
  /** Phrasing content only, rendered in a span: for a title inside a link. */
  inline?: boolean;
}

/** Renders stored HTML after sanitizing it. */
export function SafeHtml({ html, className, inline = false }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html, { inline }), [html, inline]);
  const Element = inline ? 'span' : 'div';
  return <Element className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}

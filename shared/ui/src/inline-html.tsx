import { createElement, Fragment, useMemo, type ReactNode } from 'react';

// A line of stored text inside a link or a button (a promo strip title) keeps its emphasis and
// nothing else: no links in the link, no blocks, no attributes at all. It is rebuilt as React
// elements from an allowlist, never handed to the page as HTML, so nothing in it can run or be
// re-parsed into something else; a sanitizer library (10 KB brotli on every page) is not needed
// for that. Stored rich content (blog posts, info pages) is content-blog's, with DOMPurify.
const KEPT_TAGS = new Set(['b', 'strong', 'i', 'em', 'u', 's', 'small', 'mark', 'span']);
// Elements whose content is not text a visitor should read (code, styles, markup of other kinds).
const DROPPED_TAGS = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'textarea', 'select', 'title', 'head']);

function nodesOf(parent: Node, key: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  parent.childNodes.forEach((node, index) => {
    const childKey = `${key}.${index}`;
    if (node.nodeType === Node.TEXT_NODE) {
      nodes.push(node.textContent);
      return;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) return; // comments, processing instructions
    const tag = (node as Element).localName;
    if (DROPPED_TAGS.has(tag)) return;
    if (tag === 'br') {
      nodes.push(createElement('br', { key: childKey }));
      return;
    }
    const children = nodesOf(node, childKey);
    // Any other element (a link, a paragraph, an image) gives way to its text, as DOMPurify's KEEP_CONTENT does.
    nodes.push(KEPT_TAGS.has(tag) ? createElement(tag, { key: childKey }, ...children) : createElement(Fragment, { key: childKey }, ...children));
  });
  return nodes;
}

/**
 * The phrasing content of `html` as React nodes. DOMParser builds an inert document: scripts do
 * not run and images do not load while it is read.
 */
export function inlineHtmlNodes(html: string): ReactNode[] {
  return nodesOf(new DOMParser().parseFromString(html, 'text/html').body, 'h');
}

export interface InlineHtmlProps {
  html: string;
  className?: string;
}

/** A stored line of text with its emphasis (b, strong, i, em, u, s, small, mark, span, br), in a span. */
export function InlineHtml({ html, className }: InlineHtmlProps) {
  const nodes = useMemo(() => inlineHtmlNodes(html), [html]);
  return <span className={className}>{nodes}</span>;
}

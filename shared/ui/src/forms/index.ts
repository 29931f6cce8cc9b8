// Form pieces the remotes share (and the shell's newsletter form, in its own lazy chunk). `@shop/ui/forms`
// is not a shared singleton: each app bundles the pieces it imports (tree-shaken, in its own chunks), so
// they do not ride in the shell's main.js on every first visit as `@shop/ui` does. They take the shared
// controls and fields from `@shop/ui` itself, never by relative path, so no second copy is bundled.
export { ContactFields, type ContactFieldsProps } from './contact-fields';
export { ShareLink, type ShareLinkProps } from './share-link';
export { useCopy } from './use-copy';
export { useSubmit, type Submit } from './use-submit';

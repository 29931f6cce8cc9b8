export { SafeHtml, sanitizeHtml, type SafeHtmlProps } from './safe-html';
export { Breadcrumbs, type Crumb } from './breadcrumbs';
export { Pagination, pageItems, type PaginationProps } from './pagination';
export { ResponsiveImage, type ResponsiveImageProps } from './responsive-image';
export { imageUrl, IMAGE_WIDTHS, type ImageWidth } from './image-url';
export { Spinner, LoadingState } from './spinner';
export { ErrorNotice, type ErrorNoticeProps } from './error-notice';

export { CloseButton, type CloseButtonProps } from './close-button';
export { InlineHtml, type InlineHtmlProps } from './inline-html';
export { Breadcrumbs, type Crumb } from './breadcrumbs';
export { Pagination, type PaginationProps } from './pagination';
export { ResponsiveImage, type ResponsiveImageProps, type LayoutSizes } from './responsive-image';
export { imageUrl, IMAGE_WIDTHS, type ImageWidth } from './image-url';
export { Spinner, LoadingState } from './spinner';
export { ErrorNotice, type ErrorNoticeProps } from './error-notice';
export { Dialog, type DialogProps } from './dialog';
export { useScrollLock, scrollLockCount } from './use-scroll-lock';
export { useFocusTrap, type FocusTrapOptions } from './use-focus-trap';
export { useIsMobile, useIsDesktop } from './use-media-query';
export { TextInput, type TextInputProps } from './text-input/text-input';
export { ValidatedForm, useFormValidation, type ValidatedFormProps, type FormValidation } from './text-input/validated-form';
export { isEmail, type FieldError, type FieldRules, type TextInputType } from './text-input/validate-field';
// Released remotes import it from here; it lives in @shop/contracts beside formatPhone, which remotes use now.
export { formatRussianPhone } from '@shop/contracts';
// GiftcardFields stays here, in the shell's singleton, because released remotes import it from
// '@shop/ui' (deploy/remotes.lock.json): a remote built before a move keeps running against a newer
// shell, and CI's N-1 runs hold the shell to that. Remove an export only once no release in the lock
// or the one before it imports it; new pieces only remotes use go to '@shop/ui/forms'.
export { GiftcardFields, GIFTCARD_FIELD_NAMES, type GiftcardFieldsProps } from './giftcard-fields';
export { useRequest, type RequestState } from './use-request';
export { useDocumentTitle } from './use-document-title';
export { ProductCard, type ProductCardProps } from './product-card/product-card';
export { WishlistHeart, type WishlistHeartProps } from './product-card/wishlist-heart';
export { PageRoot, type PageRootProps } from './page-root';
export { VisuallyHidden, type VisuallyHiddenProps } from './visually-hidden';
export { CityPicker } from './delivery/city-picker-loader';
export type { CityPickerApi, CityPickerProps } from './delivery/city-picker';
export { DeliveryTime } from './delivery/delivery-time';
export { RemoteRegion, provideRemoteRegion, type RemoteRegionProps } from './remote-region';
/** The text input's label and box, for the fields it does not cover (a date, a textarea, a select, a read-only link). */
export { default as fieldClasses } from './text-input/text-input.module.css';
/** The shop's buttons, titles, messages and panels, shipped once by the shell: a remote adds its own class beside one in the TSX, not by `composes`. */
export { default as controls } from './controls.module.css';

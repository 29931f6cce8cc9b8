// The media route's widths and file names live in contracts (the API and the edge write them too).
export { IMAGE_WIDTHS, imageUrl, type ImageWidth } from '@shop/contracts';

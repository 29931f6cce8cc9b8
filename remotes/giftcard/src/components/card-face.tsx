import type { ReactNode } from 'react';
import type { GiftcardDesign } from '@shop/contracts';
import { useTranslation } from '@shop/i18n';
import { ResponsiveImage, type LayoutSizes } from '@shop/ui';
import { NS } from '../i18n/register';
import styles from './card-face.module.css';

export interface CardFaceProps {
  design: GiftcardDesign;
  /** Rendered width per layout, so the browser picks the file (see ResponsiveImage). */
  sizes: LayoutSizes;
  /** Printed on the card (its balance or denomination). */
  children?: ReactNode;
  /** The welcome page's card: its largest paint, loaded at once. */
  priority?: boolean;
  /** The design's name is written beside the picture (a radio's label): the picture then says nothing. */
  decorative?: boolean;
}

/** A card as it looks: its design's generated image at card proportions, with a figure on it. */
export function CardFace({ design, sizes, children, priority, decorative = false }: CardFaceProps) {
  const { t } = useTranslation(NS);
  return (
    <div className={styles.face}>
      <ResponsiveImage base={design.image} alt={decorative ? '' : t('card.image', { name: design.name })} width={768} height={480} sizes={sizes} priority={priority} className={styles.image} />
      {children !== undefined && <span className={styles.figure}>{children}</span>}
    </div>
  );
}

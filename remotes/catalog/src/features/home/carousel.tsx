import { useId, useRef } from 'react';
import { LEAD_IMAGE_SIZES, type CarouselSlide } from '@shop/contracts';
import { useTranslation } from '@shop/i18n';
import { VisuallyHidden } from '@shop/ui';
import { NS } from '../../i18n/home';
import { PromotionCard } from './promotion';
import styles from './home.module.css';

/**
 * The home carousel: slides in a strip that swipes on phones (native scroll snapping) and steps
 * with the arrow buttons elsewhere. Nothing turns by itself: a moving slide is hard to read and
 * to click on a phone.
 */
export function Carousel({ slides }: { slides: readonly CarouselSlide[] }) {
  const { t } = useTranslation(NS);
  const strip = useRef<HTMLUListElement>(null);
  const headingId = useId();
  if (slides.length === 0) return null;

  const step = (direction: 1 | -1) => {
    const list = strip.current;
    if (!list) return;
    const atEnd = list.scrollLeft + list.clientWidth >= list.scrollWidth - 4;
    const atStart = list.scrollLeft <= 4;
    const left = direction === 1 && atEnd ? 0 : direction === -1 && atStart ? list.scrollWidth : list.scrollLeft + direction * list.clientWidth;
    list.scrollTo({ left, behavior: 'smooth' });
  };

  return (
    <section className={styles.carousel} aria-roledescription={t('carousel')} aria-labelledby={headingId}>
      <VisuallyHidden as="h2" id={headingId}>
        {t('carouselTitle')}
      </VisuallyHidden>
      <ul ref={strip} className={styles.slides}>
        {slides.map((slide, index) => (
          <li key={slide.id} className={styles.slide} aria-roledescription={t('slide')} aria-label={t('slideOf', { index: index + 1, count: slides.length })}>
            {/* The first slide is the largest picture of a phone's first screen: loaded at once, with high priority. */}
            <PromotionCard promotion={slide} look="promo" sizes={LEAD_IMAGE_SIZES.homeBanner} headingLevel={3} priority={index === 0} />
          </li>
        ))}
      </ul>
      {slides.length > 1 && (
        <div className={styles.arrows}>
          <button type="button" className={styles.arrow} onClick={() => step(-1)} aria-label={t('previousSlide')}>
            ‹
          </button>
          <button type="button" className={styles.arrow} onClick={() => step(1)} aria-label={t('nextSlide')}>
            ›
          </button>
        </div>
      )}
    </section>
  );
}

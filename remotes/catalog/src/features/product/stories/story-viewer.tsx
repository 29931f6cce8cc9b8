import { useEffect, useState, type KeyboardEvent } from 'react';
import type { ProductStory } from '@shop/contracts';
import { useTranslation } from '@shop/i18n';
import { Dialog } from '@shop/ui';
import { NS } from '../../../i18n/stories';
import { markSeen } from './seen-stories';
import styles from './stories.module.css';

/** How long a slide shows before the next one (the progress bar's animation lasts as long). */
export const SLIDE_MS = 5000;

export interface StoryViewerProps {
  stories: readonly ProductStory[];
  /** The index to start from. */
  start: number;
  onClose: () => void;
}

/**
 * Plays the stories from `start`: each for SLIDE_MS, then the next, closing after the last. The
 * shopper can go back and forth (buttons, arrow keys) and pause (WCAG 2.2.2: moving content can be
 * stopped). Each story shown is remembered as seen.
 */
export function StoryViewer({ stories, start, onClose }: StoryViewerProps) {
  const { t } = useTranslation(NS);
  const [index, setIndex] = useState(start);
  const [paused, setPaused] = useState(false);
  const story = stories[index]!;
  const last = index === stories.length - 1;
  const next = () => (last ? onClose() : setIndex(index + 1));
  const previous = () => setIndex(Math.max(0, index - 1));

  useEffect(() => markSeen(story.id), [story.id]);
  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => (index === stories.length - 1 ? onClose() : setIndex(index + 1)), SLIDE_MS);
    return () => clearTimeout(timer);
  }, [index, paused, stories.length, onClose]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') next();
    else if (event.key === 'ArrowLeft') previous();
  };

  return (
    <Dialog open onClose={onClose} label={t('storiesTitle')} className={styles.viewer}>
      <div className={styles.stage} onKeyDown={onKeyDown}>
        <div className={styles.progress} aria-hidden="true">
          {stories.map((item, position) => (
            <span key={item.id} className={styles.bar}>
              <span
                // A new slide restarts its bar's animation.
                key={position === index ? `${item.id}-on` : item.id}
                className={position < index ? styles.filled : position === index ? styles.filling : undefined}
                style={position === index ? { animationDuration: `${SLIDE_MS}ms`, animationPlayState: paused ? 'paused' : 'running' } : undefined}
              />
            </span>
          ))}
        </div>
        <figure className={styles.slide}>
          <img
            className={styles.picture}
            src={story.image.urls[768]}
            srcSet={`${story.image.urls[400]} 400w, ${story.image.urls[768]} 768w, ${story.image.urls[1280]} 1280w`}
            sizes="(min-width: 768px) 420px, 100vw"
            alt={story.title}
          />
          <figcaption className={styles.caption} aria-live="polite">
            {story.title} <span className={styles.count}>{t('storyPosition', { position: index + 1, count: stories.length })}</span>
          </figcaption>
        </figure>
        <div className={styles.controls}>
          <button type="button" onClick={previous} disabled={index === 0}>
            {t('previousStory')}
          </button>
          <button type="button" onClick={() => setPaused(!paused)} aria-pressed={paused}>
            {t('pauseStories')}
          </button>
          <button type="button" onClick={next}>
            {last ? t('closeStories') : t('nextStory')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}

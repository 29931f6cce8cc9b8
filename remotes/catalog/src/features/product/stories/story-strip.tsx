import { lazy, Suspense, useState } from 'react';
import type { ProductStory } from '@shop/contracts';
import { useTranslation } from '@shop/i18n';
import { VisuallyHidden } from '@shop/ui';
import { NS } from '../../../i18n/product';
import { useSeenStories } from './seen-stories';
import styles from './stories.module.css';

// The viewer opens on a tap: its code and texts are a chunk of their own, fetched when the shopper
// points at or focuses a story (as the one-click form is).
const loadViewer = () => import('./story-viewer');
const StoryViewer = lazy(() => loadViewer().then((module) => ({ default: module.StoryViewer })));
const preloadViewer = () => void loadViewer();

/**
 * The product's stories (spec §3): round pictures in a row, a ring around those the visitor has
 * not seen yet. A tap plays them from there, full screen on a phone.
 */
export function StoryStrip({ stories }: { stories: readonly ProductStory[] }) {
  const { t } = useTranslation(NS);
  const seen = useSeenStories();
  const [playing, setPlaying] = useState<number | null>(null);
  if (stories.length === 0) return null;
  return (
    <>
      <ul className={styles.strip} aria-label={t('stories')}>
        {stories.map((story, index) => {
          const unseen = !seen.has(story.id);
          return (
            <li key={story.id}>
              <button
                type="button"
                className={`${styles.story} ${unseen ? styles.unseen : ''}`}
                onClick={() => setPlaying(index)}
                onPointerEnter={preloadViewer}
                onFocus={preloadViewer}
              >
                {/* The thumbnail is decoration: the button is named by the story's title. */}
                <img className={styles.thumb} src={story.image.urls[400]} alt="" width={56} height={56} loading="lazy" decoding="async" />
                <span className={styles.title}>{story.title}</span>
                {unseen && <VisuallyHidden>{t('storyNew')}</VisuallyHidden>}
              </button>
            </li>
          );
        })}
      </ul>
      {playing !== null && (
        <Suspense fallback={null}>
          <StoryViewer stories={stories} start={playing} onClose={() => setPlaying(null)} />
        </Suspense>
      )}
    </>
  );
}

import type { Suggestion } from '@shop/contracts';
import { formatPrice, useTranslation } from '@shop/i18n';
import { NS } from '../../../i18n/texts';
import { HeaderIcon } from '../icons';
import type { Combobox } from './use-combobox';
import styles from './search.module.css';

export interface SuggestionListProps {
  combobox: Combobox;
  options: readonly Suggestion[];
  /** The popular phrases (an empty field) or the suggestions for the text. */
  label: string;
  onPick(option: Suggestion): void;
}

/** The search's listbox: popular phrases, or the suggestions (phrases, categories, products with price). */
export function SuggestionList({ combobox, options, label, onPick }: SuggestionListProps) {
  const { current, expanded, listId, optionId, highlight } = combobox;
  return (
    <ul
      id={listId}
      role="listbox"
      aria-label={label}
      className={styles.list}
      hidden={!expanded}
      // Keeps focus in the field while an option is clicked.
      onMouseDown={(event) => event.preventDefault()}
    >
      {options.map((option, index) => (
        <li
          key={`${option.type}-${option.url_path ?? ''}-${option.title}`}
          id={optionId(index)}
          role="option"
          aria-selected={index === current}
          className={index === current ? `${styles.option} ${styles.highlighted}` : styles.option}
          onClick={() => onPick(option)}
          onPointerMove={() => {
            if (index !== current) highlight(index);
          }}
        >
          <SuggestionContent option={option} />
        </li>
      ))}
    </ul>
  );
}

function SuggestionContent({ option }: { option: Suggestion }) {
  const { t } = useTranslation(NS);
  if (option.type === 'product') {
    return (
      <>
        {option.image ? (
          <img src={option.image} alt="" width="40" height="60" loading="lazy" className={styles.thumb} />
        ) : (
          <span className={styles.thumb} aria-hidden="true" />
        )}
        <span className={styles.text}>
          <span className={styles.title}>{option.title}</span>
          {option.price !== undefined && option.currency && (
            <span className={styles.price}>{formatPrice(option.price, option.currency)}</span>
          )}
        </span>
      </>
    );
  }
  if (option.type === 'category') {
    return (
      <span className={styles.text}>
        <span className={styles.title}>{option.title}</span>
        <span className={styles.kind}>{t('search.category')}</span>
      </span>
    );
  }
  return (
    <>
      <span className={styles.phraseIcon}>
        <HeaderIcon name="search" />
      </span>
      <span className={styles.title}>{option.title}</span>
    </>
  );
}

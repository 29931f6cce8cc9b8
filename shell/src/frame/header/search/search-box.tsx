import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { searchPath, searchPhraseOf, type Suggestion } from '@shop/contracts';
import { useNavigate, useLocation } from '@shop/router';
import { stripLanguagePrefix, useLanguage, useLocalePath, useTranslation } from '@shop/i18n';
import { useIsMobile, useScrollLock } from '@shop/ui';
import { NS } from '../../../i18n/texts';
import { useFrameState } from '../../frame-state';
import { HeaderIcon } from '../icons';
import { SuggestionList } from './suggestion-list';
import { useCombobox } from './use-combobox';
import { useSuggestions } from './use-suggestions';
import styles from './search.module.css';

/** Spec §5/§9: Enter submits only when the text is longer than 3 characters. */
export const SEARCH_MIN_SUBMIT_LENGTH = 4;

/**
 * The header search (spec §2, §4, §5): a combobox that activates on focus or the search icon
 * (overlay behind the raised header, page scroll locked) and deactivates on cancel, the close icon,
 * Escape or a click outside. Empty text lists the popular phrases from settings; typing fetches
 * suggestions. A suggestion click searches (a phrase) or opens its page (a category or product) at once.
 */
export function SearchBox({ popular }: { popular: readonly string[] }) {
  const { t } = useTranslation(NS);
  const { language, languages } = useLanguage();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const active = useFrameState((s) => s.searchActive);
  const mobile = useIsMobile();

  const routePhrase = searchPhraseOf(stripLanguagePrefix(pathname, languages).path);
  const [text, setText] = useState(routePhrase ?? '');
  // A search results page shows its phrase in the box.
  const [shownRoutePhrase, setShownRoutePhrase] = useState(routePhrase);
  if (routePhrase !== shownRoutePhrase) {
    setShownRoutePhrase(routePhrase);
    if (routePhrase !== undefined) setText(routePhrase);
  }

  const fetched = useSuggestions(text, active, language);
  const options: Suggestion[] = text.trim() === '' ? popular.map((title) => ({ type: 'phrase', title })) : fetched;

  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const hintId = `${useId()}-hint`;

  const activate = () => {
    const frame = useFrameState.getState();
    if (frame.searchActive) return;
    // One layer at a time: the search replaces an open menu or dropdown.
    useFrameState.setState({ searchActive: true, menuOpen: false, openDropdown: null });
  };
  const deactivate = () => {
    if (useFrameState.getState().searchActive) useFrameState.getState().setSearchActive(false);
  };

  useScrollLock(active);

  // A click or tap outside (the overlay included) closes it. On click, not pointerdown: the overlay
  // must still be there when the button comes up, or the click would land on the page below it.
  useEffect(() => {
    if (!active) return undefined;
    const onClick = (event: MouseEvent) => {
      if (root.current && event.target instanceof Node && !root.current.contains(event.target)) deactivate();
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  });

  // Leaving the page some other way (history back, a link elsewhere) closes it too.
  const lastPath = useRef(pathname);
  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    deactivate();
  });

  // And it never outlives the header (the store is shared).
  useEffect(() => () => useFrameState.getState().setSearchActive(false), []);

  const go = (path: string) => {
    input.current?.blur();
    deactivate();
    void navigate(localePath(path));
  };

  const pick = (option: Suggestion) => {
    if (option.type === 'phrase') {
      setText(option.title);
      go(searchPath(option.title));
    } else if (option.url_path) {
      go(`/${option.url_path.replace(/^\/+/, '')}`);
    }
  };

  const combobox = useCombobox({ options, open: active, onOpen: activate, onPick: pick });

  const submit = () => {
    const phrase = text.trim();
    if (phrase.length < SEARCH_MIN_SUBMIT_LENGTH) return;
    go(searchPath(phrase));
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Arrows and Enter on a highlighted option are the combobox's; Enter otherwise submits the form (and checks the length).
    if (combobox.onKeyDown(event) || event.key !== 'Escape' || !active) return;
    event.preventDefault();
    deactivate();
    // On a phone the field hides with the overlay: focus goes to the icon that brings it back.
    if (mobile) toggle.current?.focus();
  };

  const closeByButton = (clear: boolean) => {
    if (clear) setText('');
    deactivate();
    toggle.current?.focus();
  };

  return (
    <div
      ref={root}
      className={active ? `${styles.search} ${styles.active}` : styles.search}
      onBlur={(event) => {
        // Tabbing out of the box closes it (a click elsewhere is handled above).
        if (event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) deactivate();
      }}
    >
      <form role="search" aria-label={t('search.label')} className={styles.form} onSubmit={onSubmit}>
        <button
          ref={toggle}
          type="button"
          className={styles.icon}
          aria-label={active ? t('search.submit') : t('search.open')}
          onClick={() => {
            if (active) {
              submit();
              return;
            }
            // On mobile the field is shown only once active: render that first, then focus it.
            flushSync(activate);
            input.current?.focus();
          }}
        >
          <HeaderIcon name="search" />
        </button>
        <input
          ref={input}
          type="text"
          inputMode="search"
          enterKeyHint="search"
          {...combobox.fieldProps}
          aria-label={t('search.label')}
          aria-describedby={hintId}
          autoComplete="off"
          spellCheck={false}
          placeholder={t('search.placeholder')}
          className={styles.input}
          value={text}
          onFocus={activate}
          // After Escape the field keeps focus: a click opens it again.
          onClick={activate}
          onChange={(event) => {
            setText(event.target.value);
            combobox.highlight(-1);
            activate();
          }}
          onKeyDown={onKeyDown}
        />
        <span id={hintId} hidden>
          {t('search.hint')}
        </span>
        {active && (
          <>
            <button type="button" className={styles.close} aria-label={t('search.close')} onClick={() => closeByButton(false)}>
              <HeaderIcon name="close" />
            </button>
            <button type="button" className={styles.cancel} onClick={() => closeByButton(true)}>
              {t('search.cancel')}
            </button>
          </>
        )}
      </form>
      <SuggestionList combobox={combobox} options={options} label={text.trim() === '' ? t('search.popular') : t('search.suggestions')} onPick={pick} />
      {active && createPortal(<div className={styles.overlay} aria-hidden="true" />, document.body)}
    </div>
  );
}

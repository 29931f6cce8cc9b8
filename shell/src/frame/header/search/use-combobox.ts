import { useId, useState, type KeyboardEvent } from 'react';

export interface ComboboxOptions<T> {
  options: readonly T[];
  /** Whether the list is open (and shown, when it has options). */
  open: boolean;
  /** Asked to open the list: an arrow key on the closed field. */
  onOpen(): void;
  /** An option chosen with Enter (a click on one is the list's own). */
  onPick(option: T): void;
}

export interface Combobox {
  /** The highlighted option, -1 for none. */
  current: number;
  /** Whether the list is open and has options. */
  expanded: boolean;
  listId: string;
  optionId(index: number): string;
  highlight(index: number): void;
  /** The field's combobox attributes (WAI-ARIA combobox with a listbox popup). */
  fieldProps: {
    role: 'combobox';
    'aria-expanded': boolean;
    'aria-controls': string;
    'aria-autocomplete': 'list';
    'aria-activedescendant': string | undefined;
  };
  /** The field's arrow keys and Enter; true when the key was the combobox's. */
  onKeyDown(event: KeyboardEvent<HTMLInputElement>): boolean;
}

/**
 * The keyboard and ARIA half of a combobox (WAI-ARIA APG, list autocomplete): arrows move the
 * highlight through the options, wrapping, and open a closed list; Enter picks the highlighted
 * option. Focus stays in the field (aria-activedescendant). What the options are and how they look
 * is the caller's.
 */
export function useCombobox<T>({ options, open, onOpen, onPick }: ComboboxOptions<T>): Combobox {
  const id = useId();
  const [highlighted, setHighlighted] = useState(-1);
  // Closing forgets the highlight: the list opens again with none.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (!open) setHighlighted(-1);
  }
  const current = highlighted < options.length ? highlighted : -1;
  const expanded = open && options.length > 0;
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): boolean => {
    if (event.nativeEvent.isComposing) return false;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) onOpen();
      if (options.length === 0) return true;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const from = current === -1 ? (step === 1 ? -1 : options.length) : current;
      setHighlighted((from + step + options.length) % options.length);
      return true;
    }
    const option = event.key === 'Enter' && expanded && current >= 0 ? options[current] : undefined;
    if (!option) return false;
    event.preventDefault();
    onPick(option);
    return true;
  };

  return {
    current,
    expanded,
    listId,
    optionId,
    highlight: setHighlighted,
    fieldProps: {
      role: 'combobox',
      'aria-expanded': expanded,
      'aria-controls': listId,
      'aria-autocomplete': 'list',
      'aria-activedescendant': expanded && current >= 0 ? optionId(current) : undefined,
    },
    onKeyDown,
  };
}

import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCombobox } from './use-combobox';

const FRUIT = ['apple', 'pear', 'plum'];

/** A bare combobox on the hook: the field, and the list while open. */
function Fruit({ onPick }: { onPick(fruit: string): void }) {
  const [open, setOpen] = useState(false);
  const combobox = useCombobox({ options: FRUIT, open, onOpen: () => setOpen(true), onPick });
  return (
    <>
      <input aria-label="Fruit" {...combobox.fieldProps} onKeyDown={(event) => combobox.onKeyDown(event) || (event.key === 'Escape' && setOpen(false))} />
      <ul id={combobox.listId} role="listbox" aria-label="Fruit list" hidden={!combobox.expanded}>
        {FRUIT.map((fruit, index) => (
          <li key={fruit} id={combobox.optionId(index)} role="option" aria-selected={index === combobox.current}>
            {fruit}
          </li>
        ))}
      </ul>
    </>
  );
}

it('opens on an arrow, moves the highlight round the options, picks with Enter, and forgets the highlight once closed', async () => {
  const onPick = jest.fn();
  render(<Fruit onPick={onPick} />);
  const field = screen.getByRole('combobox', { name: 'Fruit' });
  expect(field).toHaveAttribute('aria-expanded', 'false');
  await userEvent.type(field, '{ArrowUp}');
  expect(field).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('option', { name: 'plum' })).toHaveAttribute('aria-selected', 'true');
  await userEvent.keyboard('{ArrowDown}');
  expect(field).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'apple' }).id);
  await userEvent.keyboard('{Enter}');
  expect(onPick).toHaveBeenCalledWith('apple');
  await userEvent.keyboard('{Escape}');
  expect(field).toHaveAttribute('aria-expanded', 'false');
  expect(field).not.toHaveAttribute('aria-activedescendant');
  await userEvent.keyboard('{ArrowDown}');
  expect(screen.getByRole('option', { name: 'apple' })).toHaveAttribute('aria-selected', 'true');
});

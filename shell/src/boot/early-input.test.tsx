import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { fireEvent, render, screen } from '@testing-library/react';
import { holdEarlyInput, HYDRATED_EVENT } from './early-input';

/** Server HTML: no handlers yet. The handlers below stand for React's, attached when it takes over. */
function serverPage() {
  document.body.innerHTML = `
    <div id="root">
      <button type="button">Add to cart</button>
      <label><input type="checkbox" name="gift"> Gift wrap</label>
      <form aria-label="Search"><input name="q" aria-label="Search for"></form>
      <a href="#reviews">Reviews</a>
    </div>
    <button type="button">Outside</button>`;
  const root = document.getElementById('root')!;
  holdEarlyInput(root);
  return root;
}

const hydrated = () => document.dispatchEvent(new Event(HYDRATED_EVENT));

describe('holdEarlyInput', () => {
  afterEach(() => {
    hydrated(); // releases what a test left held
    document.body.innerHTML = '';
  });

  it('holds a click on the page until it is hydrated, then does it, once', () => {
    serverPage();
    const add = screen.getByRole('button', { name: 'Add to cart' });
    const clicked = jest.fn();
    fireEvent.click(add);
    add.addEventListener('click', clicked);
    expect(clicked).not.toHaveBeenCalled();
    hydrated();
    expect(clicked).toHaveBeenCalledTimes(1);
    fireEvent.click(add);
    expect(clicked).toHaveBeenCalledTimes(2);
  });

  it('lets a size be chosen at once, and tells React of it once it has taken the page over', () => {
    function Sizes({ onChoose }: { onChoose: (size: string) => void }) {
      const [size, setSize] = useState('');
      return (
        <fieldset>
          {['S', 'M'].map((label) => (
            <label key={label}>
              <input type="radio" name="size" value={label} checked={size === label} onChange={() => (setSize(label), onChoose(label))} />
              {label}
            </label>
          ))}
        </fieldset>
      );
    }
    const root = document.body.appendChild(document.createElement('div'));
    root.innerHTML = renderToString(<Sizes onChoose={() => undefined} />);
    holdEarlyInput(root);
    const medium = screen.getByRole('radio', { name: 'M' });
    fireEvent.click(screen.getByText('M'));
    fireEvent.click(medium); // what a label's click does in a browser (jsdom does it too: once is enough)
    expect(medium).toBeChecked();
    const onChoose = jest.fn();
    act(() => void hydrateRoot(root, <Sizes onChoose={onChoose} />));
    expect(onChoose).not.toHaveBeenCalled();
    act(() => hydrated());
    expect(onChoose).toHaveBeenCalledWith('M');
    expect(medium).toBeChecked();
  });

  it('holds a submit and submits again once hydrated', () => {
    serverPage();
    const form = screen.getByRole('form', { name: 'Search' }) as HTMLFormElement;
    const submitted = jest.fn((event: Event) => event.preventDefault());
    fireEvent.submit(form);
    form.addEventListener('submit', submitted);
    expect(submitted).not.toHaveBeenCalled();
    hydrated();
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('leaves links and what is outside the page alone, and drops what went away meanwhile', () => {
    serverPage();
    const outside = jest.fn();
    screen.getByRole('button', { name: 'Outside' }).addEventListener('click', outside);
    const link = screen.getByRole('link', { name: 'Reviews' });
    const followed = jest.fn();
    link.addEventListener('click', followed);
    fireEvent.click(link);
    fireEvent.click(screen.getByRole('button', { name: 'Outside' }));
    expect(followed).toHaveBeenCalledTimes(1);
    expect(outside).toHaveBeenCalledTimes(1);

    const add = screen.getByRole('button', { name: 'Add to cart' });
    fireEvent.click(add);
    const clicked = jest.fn();
    add.addEventListener('click', clicked);
    add.remove();
    hydrated();
    expect(clicked).not.toHaveBeenCalled();
  });

  it('tells React of text typed before it took the field over, before the held submit', () => {
    function Search({ onSearch }: { onSearch: (phrase: string) => void }) {
      const [phrase, setPhrase] = useState('');
      return (
        <form aria-label="Search" onSubmit={(event) => (event.preventDefault(), onSearch(phrase))}>
          <input aria-label="Search for" value={phrase} onChange={(event) => setPhrase(event.target.value)} />
        </form>
      );
    }
    const root = document.body.appendChild(document.createElement('div'));
    root.innerHTML = renderToString(<Search onSearch={() => undefined} />);
    holdEarlyInput(root);
    const field = screen.getByRole('textbox', { name: 'Search for' });
    fireEvent.input(field, { target: { value: 'coat' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Search' }));
    const onSearch = jest.fn();
    act(() => void hydrateRoot(root, <Search onSearch={onSearch} />));
    expect(field).toHaveValue('coat');
    expect(onSearch).not.toHaveBeenCalled();
    act(() => hydrated());
    expect(onSearch).toHaveBeenCalledWith('coat');
  });

  it("holds a click from React's handler until the page is announced hydrated", () => {
    const root = document.body.appendChild(document.createElement('div'));
    const pay = jest.fn();
    render(<button onClick={pay}>Pay</button>, { container: root });
    holdEarlyInput(root);
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(pay).not.toHaveBeenCalled();
    hydrated();
    expect(pay).toHaveBeenCalledTimes(1);
  });
});

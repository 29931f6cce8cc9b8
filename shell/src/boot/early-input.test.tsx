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

  it('leaves a checkbox as it was until the held click is done again', () => {
    serverPage();
    const gift = screen.getByRole('checkbox', { name: 'Gift wrap' });
    fireEvent.click(screen.getByText('Gift wrap'));
    expect(gift).not.toBeChecked();
    hydrated();
    expect(gift).toBeChecked();
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

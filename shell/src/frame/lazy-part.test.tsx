import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@shop/i18n';
import { lazyPart, PartFailed } from './lazy-part';

const Greeting = ({ name }: { name: string }) => <p>Hello, {name}</p>;
const chunkError = () => Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' });

beforeEach(() => {
  act(() => initI18n({ language: 'en-gb' }));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('a lazy part of the frame', () => {
  it('fetches its chunk once more after a failure, and shows the part when that one comes', async () => {
    const load = jest.fn().mockRejectedValueOnce(chunkError()).mockResolvedValue(Greeting);
    const Part = lazyPart<{ name: string }>('greeting', load, 10);
    render(<Part name="Anna" loading={<p>Loading…</p>} />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByText('Hello, Anna')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(console.error).not.toHaveBeenCalled();
  });

  it('shows its fallback when the chunk fails twice, and loads again on "Try again"', async () => {
    const load = jest.fn().mockRejectedValueOnce(chunkError()).mockRejectedValueOnce(chunkError()).mockResolvedValue(Greeting);
    const Part = lazyPart<{ name: string }>('greeting', load, 10);
    render(
      <main>
        <h1>The page</h1>
        <Part name="Anna" failed={(retry) => <PartFailed onRetry={retry} />} />
      </main>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the page could not be loaded.');
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith("The shell's greeting failed to load or render", expect.anything(), expect.anything());
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Hello, Anna')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('leaves an extra without a fallback out, and the page around it stands', async () => {
    const Part = lazyPart<{ name: string }>('popup', () => Promise.reject(chunkError()), 10);
    render(
      <main>
        <h1>The page</h1>
        <Part name="Anna" />
      </main>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

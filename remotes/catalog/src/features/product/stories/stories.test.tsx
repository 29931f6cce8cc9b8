import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@shop/i18n';
import { stories } from '../../../test/fixtures';
import { renderRoute } from '../../../test/render-route';
import { SLIDE_MS } from './story-viewer';
import { StoryStrip } from './story-strip';

const THREE = stories('From the back', 'The details', 'The fabric');

beforeEach(() => {
  localStorage.clear();
  // What another tab (or clearing the storage) does: the seen stories are read again.
  window.dispatchEvent(new StorageEvent('storage', { key: null }));
  act(() => initI18n({ language: 'en-gb' }));
});

const storyButton = (title: string) => within(screen.getByRole('list', { name: 'Stories' })).getByRole('button', { name: new RegExp(`^${title}`) });

describe('product stories', () => {
  it('shows nothing for a product without stories', () => {
    renderRoute(<StoryStrip stories={[]} />, '/en/p');
    expect(screen.queryByRole('list', { name: 'Stories' })).not.toBeInTheDocument();
  });

  it('rings the unseen ones, plays from the one tapped, and remembers each one shown as seen', async () => {
    renderRoute(<StoryStrip stories={THREE} />, '/en/p');
    expect(storyButton('From the back')).toHaveAccessibleName('From the back new');
    await userEvent.click(storyButton('The details'));
    const viewer = await screen.findByRole('dialog', { name: 'Product stories' });
    expect(within(viewer).getByRole('img', { name: 'The details' })).toBeInTheDocument();
    expect(within(viewer).getByText('2 of 3')).toBeInTheDocument();
    await userEvent.click(within(viewer).getByRole('button', { name: 'Next' }));
    expect(within(viewer).getByRole('img', { name: 'The fabric' })).toBeInTheDocument();
    await userEvent.click(within(viewer).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(storyButton('From the back')).toHaveAccessibleName('From the back new');
    expect(storyButton('The details')).toHaveAccessibleName('The details');
    expect(storyButton('The fabric')).toHaveAccessibleName('The fabric');
    expect(JSON.parse(localStorage.getItem('seenStories')!)).toEqual([101, 102]);
  });

  it('goes on by itself after a while, stops while paused, and goes back with the arrow keys', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderRoute(<StoryStrip stories={THREE} />, '/en/p');
    await user.click(storyButton('From the back'));
    const viewer = await screen.findByRole('dialog', { name: 'Product stories' });
    act(() => jest.advanceTimersByTime(SLIDE_MS));
    expect(within(viewer).getByText('2 of 3')).toBeInTheDocument();
    await user.click(within(viewer).getByRole('button', { name: 'Pause' }));
    act(() => jest.advanceTimersByTime(SLIDE_MS * 3));
    expect(within(viewer).getByText('2 of 3')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(within(viewer).getByText('1 of 3')).toBeInTheDocument();
    await user.click(within(viewer).getByRole('button', { name: 'Pause' }));
    for (const slide of [1, 2, 3]) act(() => jest.advanceTimersByTime(SLIDE_MS + slide));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    jest.useRealTimers();
  });

  it('keeps the ring for a visitor whose storage holds something else', () => {
    localStorage.setItem('seenStories', '{"not":"a list"}');
    window.dispatchEvent(new StorageEvent('storage', { key: 'seenStories' }));
    renderRoute(<StoryStrip stories={THREE} />, '/en/p');
    expect(storyButton('The fabric')).toHaveAccessibleName('The fabric new');
  });
});

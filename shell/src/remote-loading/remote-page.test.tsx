import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { setLanguage } from '@shop/i18n';
import { RemotePage } from './remote-page';
import { registerFromRegistry } from './remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  getInstance: jest.fn(() => null),
}));

const mockedLoad = jest.mocked(loadRemote);
const mockedRegister = jest.mocked(registerRemotes);
const mockedInstance = jest.mocked(getInstance);

const BlogList = () => <h1>Blog of the shop</h1>;
const loaded = () => Promise.resolve({ default: BlogList });
const down = () => Promise.reject(new Error('Failed to get manifest. #RUNTIME-003'));

beforeAll(() => registerFromRegistry({ 'content-blog': '/remotes/content-blog/1.0.0/mf-manifest.json' }));
beforeEach(() => {
  mockedLoad.mockReset();
  mockedRegister.mockClear();
  mockedInstance.mockReturnValue(null);
  setLanguage('ru-ru');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.mocked(console.error).mockRestore());

describe('RemotePage', () => {
  it('shows a loading state, then the exposed page', async () => {
    mockedLoad.mockImplementation(loaded);
    render(<RemotePage remote="content-blog" module="BlogList" />);
    expect(screen.getByRole('status')).toHaveTextContent('Загрузка');
    expect(await screen.findByRole('heading', { name: 'Blog of the shop' })).toBeInTheDocument();
    expect(mockedLoad).toHaveBeenCalledWith('content_blog/BlogList');
  });

  it('passes props to the page', async () => {
    const InfoPage = ({ urlPath }: { urlPath: string }) => <p>page {urlPath}</p>;
    mockedLoad.mockResolvedValue({ default: InfoPage });
    render(<RemotePage remote="content-blog" module="InfoPage" props={{ urlPath: 'delivery' }} />);
    expect(await screen.findByText('page delivery')).toBeInTheDocument();
  });

  it('shows a translated fallback when the remote does not load, and keeps what is around it', async () => {
    mockedLoad.mockImplementation(down);
    setLanguage('en-gb');
    render(
      <>
        <header>Frame</header>
        <RemotePage remote="content-blog" module="NotFound" />
      </>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This section could not be loaded right now.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByText('Frame')).toBeInTheDocument();
  });

  it('renders the page after Retry once the remote is back, with its runtime state reset', async () => {
    mockedLoad.mockImplementation(down);
    render(<RemotePage remote="content-blog" module="BlogPost" />);
    const retry = await screen.findByRole('button', { name: 'Повторить' });

    mockedLoad.mockImplementation(loaded);
    await userEvent.click(retry);
    // The button went with the fallback; focus stays in the region, not on the page body.
    expect(document.body).not.toHaveFocus();

    expect(await screen.findByRole('heading', { name: 'Blog of the shop' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(mockedLoad).toHaveBeenCalledTimes(2);
    // The entry never loaded, so the remote is registered again with force (drops cached failures).
    expect(mockedRegister).toHaveBeenCalledWith(
      [{ name: 'content_blog', entry: '/remotes/content-blog/1.0.0/mf-manifest.json' }],
      { force: true },
    );
  });

  it('keeps a remote whose entry did load registered (only the module is loaded again)', async () => {
    const moduleCache = new Map([['content_blog', { remoteEntryExports: { get: jest.fn(), init: jest.fn() } }]]);
    mockedInstance.mockReturnValue({ moduleCache } as unknown as ReturnType<typeof getInstance>);
    mockedLoad.mockImplementation(down);
    render(<RemotePage remote="content-blog" module="BlogPostChunk" />);
    const retry = await screen.findByRole('button', { name: 'Повторить' });
    mockedLoad.mockImplementation(loaded);
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'Blog of the shop' })).toBeInTheDocument();
    expect(mockedRegister).not.toHaveBeenCalledWith(expect.anything(), { force: true });
  });

  it('shows the fallback again when the remote is still down after Retry', async () => {
    mockedLoad.mockImplementation(down);
    render(<RemotePage remote="content-blog" module="BlogList2" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('button', { name: 'Повторить' })).toBeInTheDocument();
    expect(mockedLoad).toHaveBeenCalledTimes(2);
  });
});

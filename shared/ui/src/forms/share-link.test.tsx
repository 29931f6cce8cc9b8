import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShareLink } from './share-link';

const LINK = 'https://shop.example/invite/Abc12345';
const TEXTS = { label: 'Link', copy: 'Copy link', share: 'Share', copied: 'Link copied', copyFailed: 'Could not copy: select the link and copy it.' };

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
  jest.restoreAllMocks();
});

it('copies the link and says so; hands it to the share sheet where the device has one', async () => {
  const share = jest.fn().mockResolvedValue(undefined);
  Object.assign(navigator, { share });
  const user = userEvent.setup();
  render(<ShareLink link={LINK} share={{ title: 'Mira', text: 'Come shopping' }} texts={TEXTS} />);
  expect(screen.getByRole('textbox', { name: 'Link' })).toHaveValue(LINK);
  await user.click(screen.getByRole('button', { name: 'Copy link' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Link copied');
  expect(await navigator.clipboard.readText()).toBe(LINK);
  await user.click(screen.getByRole('button', { name: 'Share' }));
  expect(share).toHaveBeenCalledWith({ title: 'Mira', text: 'Come shopping', url: LINK });
});

it('offers no share button without a share sheet, and selects the link when the clipboard refuses', async () => {
  const user = userEvent.setup();
  render(<ShareLink link={LINK} share={{ title: 'Mira' }} texts={TEXTS} />);
  jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
  expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Copy link' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(TEXTS.copyFailed);
  expect(screen.getByRole('textbox', { name: 'Link' })).toHaveFocus();
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});

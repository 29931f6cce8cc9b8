import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@shop/api-client';
import { initI18n } from '@shop/i18n';
import { addToCart, bus, useSettings } from '@shop/session';
import ProductPage from '../../exposes/product-page';
import { product } from '../../test/fixtures';
import { renderRoute } from '../../test/render-route';
import { fetchProduct, fetchReviews, isRegistered, sendOneClick, sendQuestion } from './api';

jest.mock('./api');
jest.mock('@shop/session', () => ({
  ...jest.requireActual('@shop/session'),
  addToCart: jest.fn(),
  useSettings: jest.fn(() => undefined),
}));
const mockAddToCart = jest.mocked(addToCart);

beforeEach(() => {
  jest.mocked(fetchProduct).mockReset();
  jest.mocked(sendOneClick).mockReset();
  jest.mocked(sendQuestion).mockReset();
  jest.mocked(isRegistered).mockReset().mockResolvedValue({ status: 200, registered: false });
  jest.mocked(fetchReviews).mockResolvedValue({ status: 200, reviews: [], total: 0, page: 1, limit: 10, rating: { count: 0, average: 0 } });
  mockAddToCart.mockReset();
  act(() => initI18n({ language: 'en-gb' }));
});

async function renderProduct(over = {}) {
  const view = renderRoute(<ProductPage urlPath="green-silk-dress-drs-000007" initialData={{ product: product(over) }} />, '/en/green-silk-dress-drs-000007');
  // The reviews load by themselves: let them arrive inside act, as the page settles before anyone reads it.
  await act(async () => {});
  return view;
}

describe('the product page', () => {
  it('renders the data it came with: name, sku, sale price with the old one, breadcrumbs, specs', async () => {
    await renderProduct();
    expect(screen.getByRole('heading', { level: 1, name: 'Зелёное шёлковое платье' })).toBeInTheDocument();
    expect(screen.getByText('SKU: DRS-000007')).toBeInTheDocument();
    expect(screen.getByText('12 990 ₽')).toBeInTheDocument();
    expect(screen.getByLabelText('Was 15 990 ₽')).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(crumbs).getByRole('link', { name: 'Платья' })).toHaveAttribute('href', '/en/women/dresses');
    expect(within(crumbs).getAllByText('Зелёное шёлковое платье')).toHaveLength(1);
    expect(within(crumbs).getByText('Зелёное шёлковое платье')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('term')).toHaveTextContent('Материал');
    expect(fetchProduct).not.toHaveBeenCalled();
  });

  it('renders a product from an API before stories (a shell still live with an older release), which sends none', async () => {
    await renderProduct({ stories: undefined as unknown as [] });
    expect(screen.getByRole('heading', { level: 1, name: 'Зелёное шёлковое платье' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Stories' })).not.toBeInTheDocument();
  });

  it('says each size’s stock in words', async () => {
    await renderProduct();
    const sizes = screen.getByRole('group', { name: 'Size' });
    expect(within(sizes).getByRole('radio', { name: 'S In stock' })).toBeInTheDocument();
    expect(within(sizes).getByRole('radio', { name: 'M Ships in 2–3 days' })).toBeInTheDocument();
    expect(within(sizes).getByRole('radio', { name: 'L Sold out' })).toBeInTheDocument();
    expect(within(sizes).getByRole('radio', { name: 'XL Pre-order' })).toBeInTheDocument();
  });

  it('asks for a size before adding to the cart, then adds one piece of it', async () => {
    mockAddToCart.mockResolvedValue({ ok: true });
    await renderProduct();
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByText('Choose a size.')).toBeInTheDocument();
    expect(mockAddToCart).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('radio', { name: 'S In stock' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(mockAddToCart).toHaveBeenCalledWith(7, 41);
    expect(await screen.findByText('Added to your cart.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to cart' })).toHaveAttribute('href', '/en/cart');
  });

  it('says so when the size sold out meanwhile', async () => {
    mockAddToCart.mockResolvedValue({ ok: false, error: 'out_of_stock' });
    await renderProduct();
    await userEvent.click(screen.getByRole('radio', { name: 'S In stock' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('This size has just sold out.')).toBeInTheDocument();
  });

  it('offers "notify me" for a sold-out size instead of the cart, and sends a restock request', async () => {
    jest.mocked(sendOneClick).mockResolvedValue({ status: 200, result: true, request_id: 3 });
    await renderProduct();
    await userEvent.click(screen.getByRole('radio', { name: 'L Sold out' }));
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Notify me when it’s back' }));
    const dialog = screen.getByRole('dialog', { name: 'Notify me when it’s back' });
    // The form is a chunk of its own, loaded when the dialog first opens.
    await userEvent.type(await within(dialog).findByLabelText('Name'), 'Anna');
    await userEvent.type(within(dialog).getByLabelText('Phone'), '9123456789');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Notify me' }));
    expect(sendOneClick).toHaveBeenCalledWith({ type: 'order', customer_name: 'Anna', customer_phone: '9123456789', productId: 7, productOption: 43, isRestock: true });
    expect(await within(dialog).findByText('Thank you! We will let you know when this size is back.')).toBeInTheDocument();
  });

  it('checks the one-click fields before sending, and shows the server’s phone refusal', async () => {
    jest.mocked(sendOneClick).mockResolvedValue({ status: 400, error: 'invalid_phone' });
    await renderProduct();
    await userEvent.click(screen.getByRole('radio', { name: 'S In stock' }));
    await userEvent.click(screen.getByRole('button', { name: 'Buy in one click' }));
    const dialog = screen.getByRole('dialog', { name: 'Buy in one click' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Send request' }));
    expect(within(dialog).getAllByText('Please fill out this field')).toHaveLength(2);
    expect(sendOneClick).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Anna');
    await userEvent.type(within(dialog).getByLabelText('Phone'), '12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('Check the phone number.')).toBeInTheDocument();
    expect(sendOneClick).toHaveBeenCalledWith(expect.objectContaining({ productOption: 41, isRestock: false }));
  });

  it('offers a guest whose phone has an account to log in first, and sends without it when they choose', async () => {
    jest.mocked(isRegistered).mockResolvedValue({ status: 200, registered: true });
    jest.mocked(sendOneClick).mockResolvedValue({ status: 200, result: true, request_id: 4 });
    const authRequired = jest.fn();
    const off = bus.on('auth:required', authRequired);
    await renderProduct();
    await userEvent.click(screen.getByRole('radio', { name: 'S In stock' }));
    await userEvent.click(screen.getByRole('button', { name: 'Buy in one click' }));
    const dialog = screen.getByRole('dialog', { name: 'Buy in one click' });
    await userEvent.type(await within(dialog).findByLabelText('Name'), 'Anna');
    await userEvent.type(within(dialog).getByLabelText('Phone'), '9123456789');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('This number already has an account. Log in and the order will be in your account.')).toBeInTheDocument();
    expect(isRegistered).toHaveBeenCalledWith('9123456789');
    expect(sendOneClick).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(authRequired).toHaveBeenCalledWith({ reason: 'one-click' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send without logging in' }));
    expect(await within(dialog).findByText('Thank you! Our manager will call you shortly.')).toBeInTheDocument();
    expect(sendOneClick).toHaveBeenCalledWith(expect.objectContaining({ type: 'order', customer_phone: '9123456789', productOption: 41 }));
    expect(isRegistered).toHaveBeenCalledTimes(1);
    off();
  });

  it('shows a Georgian mobile in its international form once typed, and sends it as typed', async () => {
    jest.mocked(sendOneClick).mockResolvedValue({ status: 200, result: true, request_id: 5 });
    await renderProduct();
    await userEvent.click(screen.getByRole('radio', { name: 'S In stock' }));
    await userEvent.click(screen.getByRole('button', { name: 'Buy in one click' }));
    const dialog = screen.getByRole('dialog', { name: 'Buy in one click' });
    await userEvent.type(await within(dialog).findByLabelText('Phone'), '555 12 34 56');
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Nino');
    expect(within(dialog).getByLabelText('Phone')).toHaveValue('+995 555 12 34 56');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('Thank you! Our manager will call you shortly.')).toBeInTheDocument();
    expect(sendOneClick).toHaveBeenCalledWith(expect.objectContaining({ customer_name: 'Nino', customer_phone: '555 12 34 56' }));
  });

  it('tells a visitor over the request limit to try later, and a failed request to try again', async () => {
    jest.mocked(sendOneClick).mockRejectedValueOnce(new ApiError('/api/cart/v2/oneclick', 429, { status: 429, error: 'too_many_requests' }));
    jest.mocked(sendOneClick).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await renderProduct();
    await userEvent.click(screen.getByRole('radio', { name: 'S In stock' }));
    await userEvent.click(screen.getByRole('button', { name: 'Buy in one click' }));
    const dialog = screen.getByRole('dialog', { name: 'Buy in one click' });
    // The form is a chunk of its own, loaded when the dialog first opens.
    await userEvent.type(await within(dialog).findByLabelText('Name'), 'Anna');
    await userEvent.type(within(dialog).getByLabelText('Phone'), '9123456789');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Too many requests. Please try again later.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('The request could not be sent. Please try again.')).toBeInTheDocument();
  });

  it("asks the manager a question in the contact popup: the question is needed, a refused phone is said under the field, then it is sent", async () => {
    jest.mocked(sendQuestion).mockResolvedValueOnce({ status: 400, error: 'invalid_phone' }).mockResolvedValueOnce({ status: 200, result: true });
    await renderProduct();
    await userEvent.click(screen.getByRole('button', { name: 'Write to the manager' }));
    const dialog = screen.getByRole('dialog', { name: 'Question to the manager' });
    expect(within(dialog).getByText('Зелёное шёлковое платье')).toBeInTheDocument();
    await userEvent.type(await within(dialog).findByLabelText('Name'), 'Anna');
    await userEvent.type(within(dialog).getByLabelText('Phone or e-mail'), '12345');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send question' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Write your question.');
    expect(sendQuestion).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText('Your question'), 'Does it run large?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send question' }));
    expect(await within(dialog).findByText('Check the phone number.')).toBeInTheDocument();
    expect(sendQuestion).toHaveBeenCalledWith({ name: 'Anna', contact: '12345', question: 'Does it run large?', product_id: product().id });
    await userEvent.clear(within(dialog).getByLabelText('Phone or e-mail'));
    await userEvent.type(within(dialog).getByLabelText('Phone or e-mail'), 'anna@example.com');
    expect(within(dialog).queryByText('Check the phone number.')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send question' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Thank you! Our manager will answer you shortly.');
  });

  it('tells a visitor over the question limit to try later', async () => {
    jest.mocked(sendQuestion).mockRejectedValueOnce(new ApiError('/api/contact/question', 429, { status: 429, error: 'too_many_requests' }));
    await renderProduct();
    await userEvent.click(screen.getByRole('button', { name: 'Write to the manager' }));
    const dialog = screen.getByRole('dialog', { name: 'Question to the manager' });
    await userEvent.type(await within(dialog).findByLabelText('Name'), 'Anna');
    await userEvent.type(within(dialog).getByLabelText('Phone or e-mail'), 'anna@example.com');
    await userEvent.type(within(dialog).getByLabelText('Your question'), 'Hello');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send question' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Too many requests. Please try again later.');
  });

  it("shows the settings' product notes as links in the page's language, beside the shop's contacts", async () => {
    const settings = { product: { notes: [{ title: 'Returns within 30 days', href: '/returns' }] }, contacts: { telephone: '+7 812 407-15-15', email: '' }, telephone: '', email: 'hello@mira.example', open: 'Daily' };
    jest.mocked(useSettings).mockReturnValue(settings as unknown as ReturnType<typeof useSettings>);
    await renderProduct();
    expect(screen.getByRole('link', { name: 'Returns within 30 days' })).toHaveAttribute('href', '/en/returns');
    expect(screen.getByRole('link', { name: '+7 812 407-15-15' })).toHaveAttribute('href', 'tel:+78124071515');
    jest.mocked(useSettings).mockReturnValue(undefined);
  });

  it('shows the sold-out notice when every size is sold out', async () => {
    await renderProduct({ sizes: [{ option_value_id: 43, code: 'l', label: 'L', stock: 'outOfStock' }], stock: 'outOfStock' });
    expect(screen.getByRole('note')).toHaveTextContent('Sold out');
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notify me when it’s back' })).toBeInTheDocument();
  });

  it('asks a guest who wants to write a review to log in, and opens the login', async () => {
    const authRequired = jest.fn();
    const off = bus.on('auth:required', authRequired);
    await renderProduct();
    await userEvent.click(screen.getByRole('button', { name: 'Write a review' }));
    expect(screen.getByRole('alert')).toHaveTextContent('You need to log in to your account to leave a review.');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(authRequired).toHaveBeenCalledWith({ reason: 'review' });
    off();
  });

  it('goes to the 404 screen when the product does not exist', async () => {
    jest.mocked(fetchProduct).mockResolvedValue({ status: 400, error: 'not_found' });
    renderRoute(<ProductPage urlPath="nope" />, '/nope');
    expect(await screen.findByRole('heading', { name: '404 screen' })).toBeInTheDocument();
  });
});

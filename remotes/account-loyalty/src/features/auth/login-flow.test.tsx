import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@shop/api-client';
import { initI18n } from '@shop/i18n';
import { useSession } from '@shop/session';
import { fakeApi, resetPage, serverCart, type FakeApi } from '@shop/session/testing';
import AuthPopup from '../../exposes/auth-popup';
import { loadAltcha } from '../../components/captcha/load-altcha';
import { customer } from '../../test/fixtures';
import { renderPage } from '@shop/router/testing';

jest.mock('@shop/api-client', () => ({ ...jest.requireActual('@shop/api-client'), apiGet: jest.fn(), apiPost: jest.fn() }));
// The widget's script is a web component jsdom cannot run; the tests play its 'verified' event.
jest.mock('../../components/captcha/load-altcha', () => ({ loadAltcha: jest.fn(() => Promise.resolve()) }));

const CHALLENGE = { algorithm: 'SHA-256', challenge: 'abc', maxnumber: 50_000, salt: 'salt?expires=1', signature: 'sig-1' };

let api: FakeApi;
beforeEach(() => {
  resetPage();
  jest.mocked(loadAltcha).mockClear();
  api = fakeApi();
  api.on('GET', 'account/auth-methods/phone', { status: 200, methods: ['vk', 'sms', 'call'], default: 'sms' });
  api.on('GET', 'account/auth-methods/email', { status: 200, methods: ['email'], default: 'email' });
  api.on('GET', 'recaptcha/public-key', { status: 200, required: false, challenge: CHALLENGE });
  api.on('POST', 'account/send-code', { status: 200, resend_in: 60, code_length: 6 });
  api.on('GET', 'cart/v2/', serverCart([1]));
  api.on('POST', 'wishlist/get', { status: 200, items: [], products: [] });
  act(() => initI18n({ language: 'ru-ru' }));
});

function SessionProbe() {
  const { loggedIn, customer: who } = useSession();
  return <output aria-label="session">{loggedIn ? `logged in as ${who?.firstname}` : 'guest'}</output>;
}

function renderPopup(user = userEvent.setup()) {
  const close = jest.fn();
  renderPage(
    <>
      <AuthPopup close={close} />
      <SessionProbe />
    </>,
  );
  return { user, close };
}

const sends = () => api.calls.filter((call) => call.path === 'account/send-code').map((call) => call.body);
const phoneField = () => screen.getByRole('textbox', { name: 'Номер телефона' });

/** Types a phone number, waits for the methods and asks for the code. */
async function askForCode(user: ReturnType<typeof userEvent.setup>, phone = '9123456789') {
  await user.type(phoneField(), phone);
  await screen.findByRole('radio', { name: 'SMS', checked: true });
  await user.click(screen.getByRole('button', { name: 'Получить код' }));
}

describe('the login flow', () => {
  it('sends a code by the chosen method, takes the code and logs the customer in', async () => {
    const { user, close } = renderPopup();
    expect(screen.getByRole('heading', { level: 2, name: 'Вход в личный кабинет' })).toBeInTheDocument();
    expect(screen.getByText(/мы пришлём код для входа/)).toBeInTheDocument();
    // Phone is the default type (spec §9), SMS the server's default method.
    expect(screen.getByRole('radio', { name: 'Телефон' })).toBeChecked();
    expect(await screen.findByRole('radio', { name: 'SMS', checked: true })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Сообщение ВКонтакте' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Звонок' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'публичной оферты' })).toHaveAttribute('href', '/public-offer');
    expect(screen.getByRole('link', { name: 'политики обработки персональных данных' })).toHaveAttribute('href', '/personal-data-policy');

    await user.click(screen.getByRole('radio', { name: 'Звонок' }));
    await user.type(phoneField(), '9123456789');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));

    expect(await screen.findByText('Мы звоним на номер +7 (912) 345-6789: робот продиктует код.')).toBeInTheDocument();
    expect(sends()).toEqual([{ type: 'phone', identifier: '9123456789', method: 'call', token: '', targetType: 'login' }]);
    const code = screen.getByRole('textbox', { name: 'Код подтверждения' });
    expect(code).toHaveFocus();

    api.on('POST', 'account/verify-code', { status: 200, customer: customer(), result: { code: 'default' } });
    // The code goes as soon as all six digits are in.
    await user.type(code, '123456');
    expect(await screen.findByText('logged in as Nino')).toBeInTheDocument();
    expect(close).toHaveBeenCalledTimes(1);
    expect(api.calls.find((call) => call.path === 'account/verify-code')?.body).toEqual({
      type: 'phone', identifier: '9123456789', code: '123456', targetType: 'login', wishlist: [],
    });
  });

  it('takes an @ for an e-mail address: the e-mail field and its one method, then the e-mail hint', async () => {
    const { user } = renderPopup();
    await user.type(phoneField(), 'nino@example.ge');
    expect(screen.getByRole('radio', { name: 'E-mail' })).toBeChecked();
    const field = screen.getByRole('textbox', { name: 'E-mail' });
    expect(field).toHaveValue('nino@example.ge');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(await screen.findByText('Мы отправили письмо с кодом на nino@example.ge.')).toBeInTheDocument();
    expect(sends()).toEqual([{ type: 'email', identifier: 'nino@example.ge', method: 'email', token: '', targetType: 'login' }]);
    // One method needs no choice.
    expect(screen.queryByRole('group', { name: 'Как прислать код' })).not.toBeInTheDocument();
  });

  it('switches to e-mail by hand, and checks the address before asking the server', async () => {
    const { user } = renderPopup();
    await user.click(screen.getByRole('radio', { name: 'E-mail' }));
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'nino');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(await screen.findByText('Введён некорректный email')).toBeInTheDocument();
    expect(sends()).toEqual([]);
  });

  it('points out a phone number that cannot be one before asking for a code', async () => {
    const { user } = renderPopup();
    await askForCode(user, '91234');
    expect(await screen.findByText('Проверьте номер телефона.')).toBeInTheDocument();
    expect(sends()).toEqual([]);
  });

  it('takes a Georgian mobile as Georgians write it, and shows it in its international form', async () => {
    const { user } = renderPopup();
    await askForCode(user, '555 12 34 56');
    expect(await screen.findByText('Мы отправили SMS с кодом на номер +995 555 12 34 56.')).toBeInTheDocument();
    expect(sends()).toEqual([{ type: 'phone', identifier: '555 12 34 56', method: 'sms', token: '', targetType: 'login' }]);
    await user.click(screen.getByRole('button', { name: 'Изменить телефон или e-mail' }));
    expect(phoneField()).toHaveValue('+995 555 12 34 56');
  });

  it('goes back to change the phone number', async () => {
    const { user } = renderPopup();
    await askForCode(user);
    await user.click(await screen.findByRole('button', { name: 'Изменить телефон или e-mail' }));
    // Shown as a Russian number is shown while the field is not being edited.
    expect(phoneField()).toHaveValue('+7 (912) 345-6789');
  });
});

describe('spec §8 login errors', () => {
  it.each([
    [{ status: 400, error: 'error_attempts' }, 'Превышено число попыток. Попробуйте позже.'],
    [{ status: 400, error: 'error_approved' }, 'Магазин заблокировал этот аккаунт. Обратитесь в службу поддержки магазина.'],
    [{ status: 400, error: 'method_not_found' }, 'Этот способ получения кода недоступен. Выберите другой.'],
    [{ status: 400, error: 'daily_limit', attempts: 5 }, 'Вы превысили дневной лимит в 5 попыток входа с этим номером телефона.'],
    [{ status: 400, error: 'daily_limit', attempts: 3 }, 'Вы превысили дневной лимит в 3 попытки входа с этим номером телефона.'],
    [{ status: 400, error: 'invalid_phone' }, 'Проверьте номер телефона.'],
    [{ status: 400, error: 'something_new' }, 'Что-то пошло не так. Попробуйте ещё раз.'],
  ])('send-code %j says its words and stays on the first step', async (reply, text) => {
    api.on('POST', 'account/send-code', reply);
    const { user } = renderPopup();
    await askForCode(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(phoneField()).toBeInTheDocument();
  });

  it('says the e-mail words of invalid_email and daily_limit', async () => {
    api.on('POST', 'account/send-code', { status: 400, error: 'daily_limit', attempts: 10 });
    const { user } = renderPopup();
    await user.type(phoneField(), 'nino@example.ge');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Вы превысили дневной лимит в 10 попыток входа с этим адресом e-mail.');
    api.on('POST', 'account/send-code', { status: 400, error: 'invalid_email' });
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(await screen.findByText('Введён некорректный email')).toBeInTheDocument();
  });

  it('asks to wait after HTTP 429', async () => {
    api.on('POST', 'account/send-code', () => {
      throw new ApiError('http://shop.test/api/account/send-code', 429, { status: 429, error: 'too_many_requests' });
    });
    const { user } = renderPopup();
    await askForCode(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Слишком много попыток. Подождите немного и попробуйте снова.');
  });

  it.each([
    ['error_login', 'Неверный номер телефона или код.'],
    ['error_attempts', 'Превышено число попыток. Попробуйте позже.'],
    ['error_approved', 'Магазин заблокировал этот аккаунт. Обратитесь в службу поддержки магазина.'],
  ])('verify-code %s says its words under the code and logs nobody in', async (error, text) => {
    api.on('POST', 'account/verify-code', { status: 400, error });
    const { user, close } = renderPopup();
    await askForCode(user);
    await user.type(await screen.findByRole('textbox', { name: 'Код подтверждения' }), '000000');
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByText('guest')).toBeInTheDocument();
    expect(close).not.toHaveBeenCalled();
    // Editing the code clears the message.
    await user.type(screen.getByRole('textbox', { name: 'Код подтверждения' }), '{Backspace}');
    expect(screen.queryByText(text)).not.toBeInTheDocument();
  });

  it('speaks English and Georgian', async () => {
    act(() => initI18n({ language: 'en-gb' }));
    api.on('POST', 'account/send-code', { status: 400, error: 'daily_limit', attempts: 5 });
    const { user } = renderPopup();
    expect(screen.getByRole('heading', { name: 'Log in to your account' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '9123456789');
    await screen.findByRole('radio', { name: 'SMS' });
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have exceeded the daily limit of 5 login attempts with this phone number.');
    act(() => initI18n({ language: 'ka-ge' }));
    expect(screen.getByRole('alert')).toHaveTextContent('თქვენ გადააჭარბეთ ამ ტელეფონის ნომრით შესვლის 5 მცდელობის დღიურ ლიმიტს.');
    expect(screen.getByRole('button', { name: 'კოდის მიღება' })).toBeInTheDocument();
  });
});

describe('the resend countdown', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('counts down from resend_in, then offers to send the code again', async () => {
    jest.useFakeTimers();
    const { user } = renderPopup(userEvent.setup({ advanceTimers: jest.advanceTimersByTime }));
    await askForCode(user);
    expect(await screen.findByText('Отправить код повторно можно через 1:00')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByText('Отправить код повторно можно через 0:59')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(50_000));
    expect(screen.getByText('Отправить код повторно можно через 0:09')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Отправить код ещё раз' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(9000));
    api.on('POST', 'account/send-code', { status: 200, resend_in: 120, code_length: 6 });
    await user.click(screen.getByRole('button', { name: 'Отправить код ещё раз' }));
    expect(await screen.findByText('Отправить код повторно можно через 2:00')).toBeInTheDocument();
    expect(sends()).toHaveLength(2);
    expect(sends()[1]).toEqual(sends()[0]);
  });
});

describe('the captcha', () => {
  const widget = () => document.querySelector('altcha-widget');
  const solve = (payload: string) => act(() => {
    fireEvent(widget()!, new CustomEvent('verified', { detail: { payload } }));
  });

  it('is shown, loaded only now, when the server says the next code needs it, and its payload goes as the token', async () => {
    api.on('GET', 'recaptcha/public-key', { status: 200, required: true, challenge: CHALLENGE });
    const { user } = renderPopup();
    const group = await screen.findByRole('group', { name: 'Проверка, что вы не робот' });
    await within(group).findByText((_, element) => element?.tagName === 'ALTCHA-WIDGET');
    expect(loadAltcha).toHaveBeenCalled();
    expect(JSON.parse(widget()!.getAttribute('challenge') ?? '')).toEqual(CHALLENGE);

    // "Get code" before the widget has solved it waits for the proof of work, then goes on by itself.
    await askForCode(user);
    expect(sends()).toEqual([]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    solve('cGF5bG9hZA==');
    expect(await screen.findByRole('textbox', { name: 'Код подтверждения' })).toBeInTheDocument();
    expect(sends()).toEqual([expect.objectContaining({ token: 'cGF5bG9hZA==' })]);
    expect(widget()).toBeNull();
  });

  it('is not loaded while no code needs it', async () => {
    renderPopup();
    await screen.findByRole('radio', { name: 'SMS' });
    expect(screen.queryByRole('group', { name: 'Проверка, что вы не робот' })).not.toBeInTheDocument();
    expect(loadAltcha).not.toHaveBeenCalled();
  });

  it('appears with a fresh challenge when send-code answers wrong_captcha, and the code is asked for again by itself once solved', async () => {
    let asked = 0;
    api.on('POST', 'account/send-code', () => (++asked === 1
      ? { status: 400, error: 'wrong_captcha', captcha_required: true }
      : { status: 200, resend_in: 60, code_length: 6 }));
    const { user } = renderPopup();
    await askForCode(user);
    expect(await screen.findByRole('group', { name: 'Проверка, что вы не робот' })).toBeInTheDocument();
    expect(api.paths().filter((path) => path === 'GET recaptcha/public-key')).toHaveLength(2);
    await screen.findByText((_, element) => element?.tagName === 'ALTCHA-WIDGET');
    // No second "Get code": the proof of work done, the same request goes again.
    solve('c29sdmVk');
    expect(await screen.findByRole('textbox', { name: 'Код подтверждения' })).toBeInTheDocument();
    expect(sends()).toEqual([expect.objectContaining({ token: '' }), expect.objectContaining({ token: 'c29sdmVk' })]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the server refuses the proof of work again, with a fresh challenge for the next try', async () => {
    api.on('POST', 'account/send-code', { status: 400, error: 'wrong_captcha', captcha_required: true });
    const { user } = renderPopup();
    await askForCode(user);
    await screen.findByText((_, element) => element?.tagName === 'ALTCHA-WIDGET');
    solve('c29sdmVk');
    expect(await screen.findByRole('alert')).toHaveTextContent('Проверка не пройдена: подтвердите, что вы не робот, и попробуйте снова.');
    expect(api.paths().filter((path) => path === 'GET recaptcha/public-key')).toHaveLength(3);
  });
});

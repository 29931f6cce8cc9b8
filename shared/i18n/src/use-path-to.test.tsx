import { act, render, screen } from '@testing-library/react';
import { initI18n, setLanguage } from './language-store';
import { usePathTo } from '@shop/i18n/links';

function Probe() {
  const pathTo = usePathTo();
  return (
    <>
      <a href={pathTo('account-order', { orderId: 7 })}>order</a>
      <a href={pathTo('pay', {}, { order: 42 })}>pay</a>
      <a href={pathTo('cart')}>cart</a>
    </>
  );
}

describe('usePathTo', () => {
  it('builds the route table paths under the prefix of the language the shell sets', () => {
    initI18n({ language: 'ru-ru' });
    render(<Probe />);
    expect(screen.getByRole('link', { name: 'order' })).toHaveAttribute('href', '/account/order/7');
    expect(screen.getByRole('link', { name: 'pay' })).toHaveAttribute('href', '/pay?order=42');
    act(() => setLanguage('en-gb'));
    expect(screen.getByRole('link', { name: 'order' })).toHaveAttribute('href', '/en/account/order/7');
    expect(screen.getByRole('link', { name: 'pay' })).toHaveAttribute('href', '/en/pay?order=42');
    expect(screen.getByRole('link', { name: 'cart' })).toHaveAttribute('href', '/en/cart');
  });
});

import { useEffect } from 'react';
import { render, screen } from '@testing-library/react';
import { BrowserRouter, useLocation } from '@shop/router';
import { useAddressCatchUp } from './address-catch-up';

function Shown() {
  useAddressCatchUp();
  const location = useLocation();
  return <p>{`${location.pathname}${location.hash}`}</p>;
}

/** Changes the address while the router renders and before it listens, as a page may during a hydration in a transition. */
function ChangesAddressFirst() {
  // A child's effect runs before the router's own: the router has rendered but does not listen yet.
  useEffect(() => window.history.pushState(null, '', '/blog#auth'), []);
  return null;
}

describe('useAddressCatchUp', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('takes the address as it is once the router listens, not as it was when it first rendered', async () => {
    window.history.replaceState(null, '', '/blog');
    render(
      <BrowserRouter>
        <ChangesAddressFirst />
        <Shown />
      </BrowserRouter>,
    );
    expect(await screen.findByText('/blog#auth')).toBeInTheDocument();
  });
});

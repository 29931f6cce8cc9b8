import { render, screen } from '@testing-library/react';
import { provideRemoteRegion, RemoteRegion, type RemoteRegionProps } from './remote-region';

afterEach(() => provideRemoteRegion(() => null));

it("renders the shell's loader with the remote, the module and its props", () => {
  provideRemoteRegion(({ remote, module, props }: RemoteRegionProps) => <p>{`${remote}/${module} ${JSON.stringify(props)}`}</p>);
  render(<RemoteRegion remote="cart-checkout" module="OrderDisplay" props={{ order: 7 }} />);
  expect(screen.getByText('cart-checkout/OrderDisplay {"order":7}')).toBeInTheDocument();
});

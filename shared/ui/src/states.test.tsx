import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@shop/i18n';
import { ErrorNotice } from './error-notice';
import { LoadingState } from './spinner';

describe('LoadingState', () => {
  it('announces loading in the current language', () => {
    act(() => initI18n({ language: 'ru-ru' }));
    render(<LoadingState />);
    expect(screen.getByRole('status')).toHaveTextContent('Загрузка…');
  });
});

describe('ErrorNotice', () => {
  it('shows the translated message and retries on demand', async () => {
    act(() => initI18n({ language: 'en-gb' }));
    const onRetry = jest.fn();
    render(<ErrorNotice onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The data could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has no button without a retry action', () => {
    render(<ErrorNotice message="Broken" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Broken');
    expect(screen.queryByRole('button')).toBeNull();
  });
});

import { render, screen } from '@testing-library/react';
import type { PageProps } from 'gatsby';
import NotFoundPage, { Head } from '../../src/pages/404';

const props = { location: { pathname: '/no-existe' } } as unknown as PageProps;

test('shows 404, the message and a link home, and logs the attempted path', () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(<NotFoundPage {...props} />);
  expect(screen.getByText('404')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  expect(error).toHaveBeenCalledWith(expect.stringContaining('404'), '/no-existe');
  error.mockRestore();
});

test('is not indexed', () => {
  render(<Head />, { container: document.head });
  expect(document.head.querySelector('meta[name=robots]')).toHaveAttribute('content', 'noindex, follow');
  expect(document.title).toBe('No encontrada | Firma de Prueba');
});

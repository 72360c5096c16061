import { render, screen } from '@testing-library/react';
import { attachNotFound, NOT_FOUND_LOG } from '../../src/behaviours/not-found';
import NotFoundPage, { Head } from '../../src/pages/404';

test('shows 404, the message and a link home, and logs the attempted path', () => {
  window.history.pushState({}, '', '/no-existe');
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(<NotFoundPage />);
  expect(screen.getByText('404')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  attachNotFound(document);
  expect(error).toHaveBeenCalledWith(NOT_FOUND_LOG, '/no-existe');
  expect(NOT_FOUND_LOG).toBe('404 Error: User attempted to access non-existent route:');
  error.mockRestore();
  window.history.pushState({}, '', '/');
});

test('another page logs nothing', () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  document.body.innerHTML = '<main><h1>Inicio</h1></main>';
  attachNotFound(document);
  expect(error).not.toHaveBeenCalled();
  error.mockRestore();
});

test('is not indexed', () => {
  render(<Head />, { container: document.head });
  expect(document.head.querySelector('meta[name=robots]')).toHaveAttribute('content', 'noindex, follow');
  expect(document.title).toBe('No encontrada | Firma de Prueba');
});

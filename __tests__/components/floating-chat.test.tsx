import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { FLOATING_THRESHOLD_PX, FloatingChat } from '../../src/components/floating-chat';

const props = { label: '¿Problemas con tu constructora?', type: 'floating_cta', message: 'Hola' };

const scrollTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });

const wrapper = () => screen.getByTestId('floating-chat');

afterEach(() => Object.defineProperty(window, 'scrollY', { value: 0, configurable: true }));

test('the threshold is 300 px', () => {
  expect(FLOATING_THRESHOLD_PX).toBe(300);
});

test('is hidden in the server-rendered HTML', () => {
  const html = renderToString(<FloatingChat {...props} />);
  expect(html).toContain('data-visible="false"');
});

test('hidden at load and at exactly 300 px, visible at 301 px, hidden again when scrolled back', () => {
  render(<FloatingChat {...props} />);
  expect(wrapper()).toHaveAttribute('data-visible', 'false');
  scrollTo(300);
  expect(wrapper()).toHaveAttribute('data-visible', 'false');
  scrollTo(301);
  expect(wrapper()).toHaveAttribute('data-visible', 'true');
  expect(screen.getByRole('link', { name: props.label })).toHaveAttribute('data-chat-type', 'floating_cta');
  scrollTo(120);
  expect(wrapper()).toHaveAttribute('data-visible', 'false');
});

test('a page loaded already scrolled shows it at once', () => {
  Object.defineProperty(window, 'scrollY', { value: 900, configurable: true });
  render(<FloatingChat {...props} />);
  expect(wrapper()).toHaveAttribute('data-visible', 'true');
});

import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { SCROLLED_ATTRIBUTE } from '../../src/chat/first-tap-options';
import { FloatingChat } from '../../src/components/floating-chat';

const props = { label: '¿Problemas con tu constructora?', type: 'floating_cta', message: 'Hola' };

const wrapper = () => screen.getByTestId('floating-chat');
const visibility = () => getComputedStyle(wrapper()).visibility;

afterEach(() => document.documentElement.removeAttribute(SCROLLED_ATTRIBUTE));

test('the server-rendered HTML holds the button, hidden until the page is marked scrolled', () => {
  const html = renderToString(<FloatingChat {...props} />);
  expect(html).toContain('data-testid="floating-chat"');
  expect(html).toContain('data-chat-type="floating_cta"');
});

test('hidden while <html> is not marked scrolled, visible while it is, hidden again after', () => {
  render(<FloatingChat {...props} />);
  expect(visibility()).toBe('hidden');
  document.documentElement.setAttribute(SCROLLED_ATTRIBUTE, '');
  expect(visibility()).toBe('visible');
  expect(screen.getByRole('link', { name: props.label })).toHaveAttribute('data-chat-type', 'floating_cta');
  document.documentElement.removeAttribute(SCROLLED_ATTRIBUTE);
  expect(visibility()).toBe('hidden');
});

/**
 * The floating chat button never covers the focused element (src/behaviours/floating.ts), on the markup React renders
 * (src/components/floating-chat.tsx); jsdom has no layout, so the boxes are given.
 */
import { render, screen } from '@testing-library/react';
import { attachFloating } from '../../src/behaviours/floating';
import { SCROLLED_ATTRIBUTE } from '../../src/chat/first-tap-options';
import { FloatingChat } from '../../src/components/floating-chat';

const props = { label: '¿Problemas con tu constructora?', type: 'floating_cta', message: 'Hola' };

/** Gives `element` a box (jsdom has no layout). */
const placeAt = (element: Element, top: number, height: number) =>
  jest.spyOn(element, 'getBoundingClientRect').mockReturnValue({
    top,
    bottom: top + height,
    left: 20,
    right: 300,
    width: 280,
    height,
    x: 20,
    y: top,
    toJSON: () => ({}),
  });

/** The floating link (hidden from the accessibility tree until the page is marked scrolled). */
const floatingLink = () => document.querySelector('[data-floating-chat] a') as HTMLElement;

let detach: () => void = () => undefined;
afterEach(() => {
  detach();
  document.documentElement.removeAttribute(SCROLLED_ATTRIBUTE);
  jest.restoreAllMocks();
});

/** The page: a field, a link elsewhere, and the floating button at the bottom of the view (760 to 810 px). */
function page() {
  const { container } = render(
    <>
      <a href="#arriba">Arriba</a>
      <button type="button">Campo</button>
      <FloatingChat {...props} />
    </>,
  );
  placeAt(floatingLink(), 760, 50);
  const scrollBy = jest.fn();
  window.scrollBy = scrollBy as typeof window.scrollBy;
  detach = attachFloating(container);
  return { scrollBy, field: screen.getByRole('button', { name: 'Campo' }) };
}

test('focus that lands under the shown button scrolls the element clear of it, with room to spare', () => {
  const { scrollBy, field } = page();
  document.documentElement.setAttribute(SCROLLED_ATTRIBUTE, '');
  placeAt(field, 780, 40);
  field.focus();
  expect(scrollBy).toHaveBeenCalledWith({ top: 780 + 40 - 760 + 16, behavior: 'instant' });
});

test('nothing moves while the button is hidden, for focus clear of it, or for the button itself', () => {
  const { scrollBy, field } = page();
  placeAt(field, 780, 40);
  field.focus();
  document.documentElement.setAttribute(SCROLLED_ATTRIBUTE, '');
  placeAt(field, 300, 40);
  field.blur();
  field.focus();
  floatingLink().focus();
  expect(scrollBy).not.toHaveBeenCalled();
});

test('works from another window on an iframe’s markup, as the editor’s preview attaches it', () => {
  const frame = document.createElement('iframe');
  document.body.appendChild(frame);
  const inner = frame.contentDocument as Document;
  inner.body.innerHTML =
    '<div id="root"><button>Campo</button><div data-floating-chat><a href="#">Chat</a></div></div>';
  const root = inner.getElementById('root') as HTMLElement;
  const innerWindow = frame.contentWindow as Window;
  const scrollBy = jest.fn();
  innerWindow.scrollBy = scrollBy as typeof window.scrollBy;
  inner.documentElement.setAttribute(SCROLLED_ATTRIBUTE, '');
  const field = inner.querySelector('button') as HTMLElement;
  placeAt(inner.querySelector('a') as Element, 760, 50);
  placeAt(field, 780, 40);
  detach = attachFloating(root);
  field.focus();
  expect(scrollBy).toHaveBeenCalledWith({ top: 76, behavior: 'instant' });
  frame.remove();
});

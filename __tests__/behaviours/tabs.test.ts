/**
 * The tabs' behaviour from another window, as the editor's preview attaches it: the editor's React draws the section
 * into Decap's preview iframe, and src/editor/preview.tsx attaches the same module to that markup.
 */
import { attachTabs } from '../../src/behaviours/tabs';

test('a click and the arrow keys switch the tabs of an iframe’s markup', () => {
  const frame = document.createElement('iframe');
  document.body.appendChild(frame);
  const inner = frame.contentDocument as Document;
  inner.body.innerHTML =
    '<div id="root"><div role="tablist" data-tabs>' +
    '<button role="tab" id="t1" aria-selected="true" aria-controls="p1" tabindex="0">1</button>' +
    '<button role="tab" id="t2" aria-selected="false" aria-controls="p2" tabindex="-1">2</button></div>' +
    '<div role="tabpanel" id="p1">uno</div><div role="tabpanel" id="p2" hidden>dos</div></div>';
  const root = inner.getElementById('root') as HTMLElement;
  const detach = attachTabs(root);
  const [first, second] = Array.from(inner.querySelectorAll('button'));
  second?.dispatchEvent(new (frame.contentWindow as typeof window).MouseEvent('click', { bubbles: true }));
  const state = () =>
    Array.from(
      inner.querySelectorAll('[role=tab]'),
      (tab) => `${tab.getAttribute('aria-selected')} ${tab.getAttribute('tabindex')}`,
    ).concat(Array.from(inner.querySelectorAll('[role=tabpanel]'), (panel) => String((panel as HTMLElement).hidden)));
  expect(state()).toEqual(['false -1', 'true 0', 'true', 'false']);
  second?.focus();
  second?.dispatchEvent(
    new (frame.contentWindow as typeof window).KeyboardEvent('keydown', { key: 'Home', bubbles: true }),
  );
  expect(state()).toEqual(['true 0', 'false -1', 'false', 'true']);
  expect(inner.activeElement).toBe(first);
  detach();
  frame.remove();
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { attachTabs, nextTab } from '../../../src/behaviours/tabs';
import { Testimonials } from '../../../src/sections/home/testimonials';
import { home, homeData } from '../../fixtures/home';

const items = homeData.testimonialsJson?.items ?? [];
/** The section as React renders it, with the tabs' behaviour attached to its markup, as the page's script does. */
const renderTabs = () => {
  const rendered = render(<Testimonials id="testimonios" copy={home.testimonials} items={items} />);
  attachTabs(rendered.container);
  return rendered;
};
const visiblePanel = () => screen.getByRole('tabpanel');

test('the avatars are tabs and the first is selected by default', () => {
  renderTabs();
  const tabs = within(screen.getByRole('tablist', { name: 'Elige un testimonio' })).getAllByRole('tab');
  expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
  expect(tabs[0]).toHaveAccessibleName('Ana Uno');
  expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
  const panel = visiblePanel();
  expect(panel).toHaveAccessibleName('Ana Uno');
  expect(panel).toHaveTextContent('Cita uno');
  expect(panel).toHaveTextContent('Ana Uno');
  expect(panel).toHaveTextContent('Propietaria');
  expect(panel).toHaveTextContent('Chía');
});

test('clicking an avatar selects its testimonial', async () => {
  renderTabs();
  await userEvent.click(screen.getByRole('tab', { name: 'Caro Tres' }));
  expect(screen.getByRole('tab', { name: 'Caro Tres' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tab', { name: 'Ana Uno' })).toHaveAttribute('aria-selected', 'false');
  expect(visiblePanel()).toHaveTextContent('Cita tres');
  expect(visiblePanel()).toHaveTextContent('Pasto');
});

test('arrow keys, Home and End move the selection and the focus', async () => {
  renderTabs();
  const tab = (name: string) => screen.getByRole('tab', { name });
  await userEvent.tab();
  expect(tab('Ana Uno')).toHaveFocus();
  await userEvent.keyboard('{ArrowRight}');
  expect(tab('Beto Dos')).toHaveFocus();
  expect(tab('Beto Dos')).toHaveAttribute('aria-selected', 'true');
  expect(visiblePanel()).toHaveTextContent('Cita dos');
  await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
  expect(tab('Caro Tres')).toHaveFocus();
  await userEvent.keyboard('{Home}');
  expect(tab('Ana Uno')).toHaveAttribute('aria-selected', 'true');
  await userEvent.keyboard('{End}');
  expect(tab('Caro Tres')).toHaveAttribute('aria-selected', 'true');
  expect(visiblePanel()).toHaveTextContent('Cita tres');
});

test('nextTab wraps around and ignores other keys', () => {
  expect(nextTab('ArrowRight', 2, 3)).toBe(0);
  expect(nextTab('ArrowLeft', 0, 3)).toBe(2);
  expect(nextTab('Enter', 1, 3)).toBeUndefined();
});

test('without the behaviour the markup already selects the first: the same first view with scripts off', () => {
  render(<Testimonials id="testimonios" copy={home.testimonials} items={items} />);
  const tabs = screen.getAllByRole('tab');
  expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
  expect(tabs.map((tab) => tab.getAttribute('aria-controls'))).toEqual(
    items.map((item) => `testimonios-panel-${item.slug}`),
  );
  expect(visiblePanel()).toHaveTextContent('Cita uno');
});

test('a tablist without the marker is left alone, and detaching stops the behaviour', async () => {
  const { container } = render(<Testimonials id="testimonios" copy={home.testimonials} items={items} />);
  const detach = attachTabs(container);
  detach();
  await userEvent.click(screen.getByRole('tab', { name: 'Caro Tres' }));
  expect(screen.getByRole('tab', { name: 'Ana Uno' })).toHaveAttribute('aria-selected', 'true');
  const other = document.createElement('div');
  other.innerHTML =
    '<div role="tablist"><button role="tab" aria-selected="true" aria-controls="p1">1</button>' +
    '<button role="tab" aria-selected="false" aria-controls="p2" tabindex="-1">2</button></div>';
  document.body.appendChild(other);
  attachTabs(other);
  await userEvent.click(other.querySelectorAll('button')[1] as HTMLElement);
  expect(other.querySelectorAll('button')[1]).toHaveAttribute('aria-selected', 'false');
  other.remove();
});

import { render } from '@testing-library/react';
import { siWhatsapp } from 'simple-icons';
import { WhatsAppIcon } from '../../src/components/icons';

test("the WhatsApp icon draws simple-icons' WhatsApp mark, in the text's colour, hidden from screen readers", () => {
  const { container } = render(<WhatsAppIcon size={24} />);
  const svg = container.querySelector('svg');
  expect(svg?.getAttribute('aria-hidden')).toBe('true');
  expect(svg?.getAttribute('fill')).toBe('currentColor');
  expect(svg?.getAttribute('width')).toBe('24');
  expect(container.querySelector('path')?.getAttribute('d')).toBe(siWhatsapp.path);
});

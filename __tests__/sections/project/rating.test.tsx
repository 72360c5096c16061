import { render, screen } from '@testing-library/react';
import { Rating } from '../../../src/sections/project/rating';

describe('Rating', () => {
  it('reads as "N de 5 estrellas" and draws N filled stars out of 5, hidden from screen readers', () => {
    const { container } = render(<Rating value={3} label="de 5 estrellas" />);
    expect(screen.getByText('3 de 5 estrellas')).toBeInTheDocument();
    const stars = container.querySelectorAll('svg');
    expect(stars).toHaveLength(5);
    expect([...stars].map((star) => star.getAttribute('fill'))).toEqual([
      'currentColor',
      'currentColor',
      'currentColor',
      'none',
      'none',
    ]);
    stars.forEach((star) => expect(star).toHaveAttribute('aria-hidden', 'true'));
  });
});

import Star from 'lucide-react/icons/star';
import { visuallyHidden } from '../../components/ui/visually-hidden';
import { MAX_RATING } from '../../content/content-shape';
import { color, space } from '../../theme/tokens';

/**
 * A rating as a row of stars, `value` of them filled, read as text:
 * "4 de 5 estrellas" (`label` carries the words after the number).
 */
export function Rating({ value, label }: { value: number; label: string }) {
  return (
    <p css={{ position: 'relative', display: 'flex', gap: space.xxs, color: color.star }}>
      {Array.from({ length: MAX_RATING }, (_, index) => (
        <Star
          key={index}
          size={20}
          aria-hidden="true"
          focusable="false"
          fill={index < value ? 'currentColor' : 'none'}
          strokeWidth={index < value ? 1.5 : 2}
        />
      ))}
      <span css={visuallyHidden}>{`${value} ${label}`}</span>
    </p>
  );
}

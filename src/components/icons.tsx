import { siWhatsapp } from 'simple-icons';

/** WhatsApp's mark, so a visitor sees at a glance where a button leads. */
export function WhatsAppIcon({ size = 20 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
      <path d={siWhatsapp.path} />
    </svg>
  );
}

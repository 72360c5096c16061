/** The country the firm serves and the language of every page. */
export const COUNTRY = { code: 'CO', name: 'Colombia' } as const;
/** `lang` of the pages and the web manifest. */
export const LANG = `es-${COUNTRY.code}`;
/** Open Graph's spelling of the same locale. */
export const OG_LOCALE = `es_${COUNTRY.code}`;

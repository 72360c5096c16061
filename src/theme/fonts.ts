import './fonts.css';
import fraunces600 from '../fonts/fraunces-600.woff2';
import inter400 from '../fonts/inter-400.woff2';
import inter700 from '../fonts/inter-700.woff2';

/**
 * The font files fonts.css declares, which every page preloads with its HTML: all
 * three are small and used in the first screen.
 */
export const PRELOAD_FONTS: readonly string[] = [inter400, inter700, fraunces600];

// fontkit's shapers for Indic and Thai scripts are compiled generators that need this global
import 'regenerator-runtime/runtime.js';
import fontkit from '@pdf-lib/fontkit';

export { fontkit };

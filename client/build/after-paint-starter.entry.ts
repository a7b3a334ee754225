// The inline script's whole text: see src/lib/after-paint-starter.ts.
import { startScriptsAfterPaint } from '../src/lib/after-paint-starter.ts';

startScriptsAfterPaint();

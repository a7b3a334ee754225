// The inline script's whole text: see src/lib/early-read-starter.ts.
import { startEarlyReads } from '../src/lib/early-read-starter.ts';

startEarlyReads();

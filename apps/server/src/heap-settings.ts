/**
 * Imported first by main.ts (after production-default.ts): V8 sized for memory, not for the last
 * percent of speed. By default V8 lets the heap grow to about twice what is live before it collects
 * the old generation; with the whole simulated world (about 250 MB live) the heap stood at 430-520 MB.
 * `--optimize-for-size` collects sooner and grows the heap by less: measured with bench/lib/memory-child.ts
 * (the npm start config, the whole world, 120 s), resident 806 -> 566 MB, heap total 519 -> 296 MB;
 * CPU over the first two minutes 26 -> 45 s (the simulator fills its world in about 90 s instead of 60),
 * then 3-5 % of a core either way (docs/ARCHITECTURE.md "Memory"). HEAP=fast keeps V8's defaults.
 *
 * A V8 flag set while the process runs applies from then on: this must run before the server builds
 * its world. Tests and benches that build a server in their own process do not import it.
 */
import { setFlagsFromString } from 'node:v8';

export const SMALL_HEAP_FLAGS = '--optimize-for-size';

if (process.env.HEAP !== 'fast') setFlagsFromString(SMALL_HEAP_FLAGS);

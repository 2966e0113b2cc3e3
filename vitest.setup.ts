// Property tests draw new random cases on every local run, which is how they find new
// bugs. CI pins the seed (FC_SEED, set by .ci/run) so that its run is reproducible; to
// replay any failure, run with the seed fast-check prints, e.g. FC_SEED=123 npm test.
import fc from 'fast-check';

const seed = process.env.FC_SEED;
if (seed !== undefined && seed !== '') fc.configureGlobal({ seed: Number(seed) });

// Server tests: one embedded PostgreSQL for the run, with a migrated template (src/server/test/test-cluster.ts).
import { startTestCluster } from '../src/server/test/test-cluster';

export default startTestCluster;

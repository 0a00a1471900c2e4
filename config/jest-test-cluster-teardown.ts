import { stopTestCluster } from '../src/server/test/test-cluster';

export default stopTestCluster;

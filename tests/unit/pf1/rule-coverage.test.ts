// Every auto/assist rule of the Pathfinder inventory names a test that drives the engine (issue #13).
import { ruleCoverage } from '../../helpers/rule-coverage.js';

ruleCoverage({ name: 'Pathfinder', prefix: 'PF', doc: 'pf1', folder: 'pf1', counts: [168, 28, 3] });

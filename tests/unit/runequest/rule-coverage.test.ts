// Every auto/assist rule of the RuneQuest inventory names a test that drives the engine (issue #14).
import { ruleCoverage } from '../../helpers/rule-coverage.js';

ruleCoverage({ name: 'RuneQuest', prefix: 'RQ', doc: 'runequest', folder: 'runequest', counts: [105, 69, 4] });

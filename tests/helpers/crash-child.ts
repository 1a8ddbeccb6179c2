/**
 * The child host of the crash test (tests/unit/journal-crash.test.ts), bundled by it with vite and
 * run with node: `node crash-child.mjs <dataDir> <resourcesDir>`. Opens (or creates) one encounter and
 * floods the service with commands, undo and redo, printing each acknowledged step
 * (`ack <seq> <cursor>`, `undo <cursor>`, `redo <cursor>`) only after the service replied. Stops by
 * itself after MAX_STEPS; the test kills it long before. Like a real host it takes the data folder's
 * lock first: the lock of the SIGKILLed child before it is taken over at once (its pid is dead).
 */
import { createAppService } from '../../main/service/bootstrap.js';
import { lockDataDir } from '../../main/store/data-lock.js';
import type { Channel } from '../../shared/contract/channels.js';
import type { CommandOutcome, EncounterList, GmView } from '../../shared/contract/views.js';

const MAX_STEPS = 20_000;
const [dataDir, resourcesDir] = process.argv.slice(2);
if (!dataDir || !resourcesDir) throw new Error('usage: crash-child <dataDir> <resourcesDir>');

lockDataDir(dataDir, 'web');
const { service } = createAppService({ dataDir, resourcesDir, version: 'crash-test', host: { transport: 'web' }, seedDemo: false });

function call<T>(channel: Channel, payload: unknown): T {
  const r = service.handle(channel, payload, 'gm');
  if (!r.ok) throw new Error(`${channel}: ${r.error.code} ${r.error.message}`);
  return r.value as T;
}
const say = (text: string) => new Promise<void>((resolve) => process.stdout.write(`${text}\n`, () => resolve()));

async function main(): Promise<void> {
  const list = call<EncounterList>('encounter.list', {});
  if (list.problems.some((p) => p.code !== 'TORN_RECORD')) throw new Error(`problems: ${JSON.stringify(list.problems)}`);
  let view = list.encounters[0] ? call<GmView>('encounter.open', { id: list.encounters[0].id }) : call<GmView>('encounter.create', { name: 'Crash', system: 'generic' });
  const encounterId = view.encounter.id;
  // Replies acknowledge with a version; the view after a step is the service's current one.
  const current = () => call<GmView>('encounter.current', {});
  const command = (c: unknown) => {
    const out = call<CommandOutcome>('encounter.command', { encounterId, command: c });
    if (out.status !== 'applied') throw new Error(`command not applied: ${JSON.stringify(out)}`);
    return current();
  };
  if (view.encounter.combatants.length === 0) view = command({ type: 'addCombatant', combatant: { name: 'Target', side: 'enemy', kind: 'monster', hp: { max: 100_000 } } });
  if (view.canRedo) {
    call('encounter.redo', { encounterId });
    view = current();
  }
  const target = view.encounter.combatants[0]!.id;
  await say(`open ${view.log.length}`);
  for (let k = 0; k < MAX_STEPS; k++) {
    const phase = k % 4;
    if (phase === 2) {
      call('encounter.undo', { encounterId });
      view = current();
      await say(`undo ${view.log.length}`);
    } else if (phase === 3) {
      call('encounter.redo', { encounterId });
      view = current();
      await say(`redo ${view.log.length}`);
    } else {
      view = command(phase === 0 ? { type: 'damage', id: target, amount: 1 } : { type: 'heal', id: target, amount: 1 });
      await say(`ack ${view.log.at(-1)!.seq} ${view.log.length}`);
    }
  }
  await say('done');
}

await main();

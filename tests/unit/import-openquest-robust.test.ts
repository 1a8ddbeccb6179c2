// The d100 readers end every mutant with a report: huge strings, wrong types and missing parts refuse or warn, never crash, and keep the report short.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importFiles } from '../../main/import/import.js';

const goblin = JSON.parse(readFileSync('../shared/fixtures/monsters/d100-openquest-foundry/page-goblin.json', 'utf8')) as { text: { content: string } };
const guard = JSON.parse(readFileSync('tests/fixtures/monsters/mythras/human-guard.json', 'utf8')) as Record<string, unknown>;

describe('d100 readers on broken records', () => {
  it('an OpenQuest page with a huge skill line is read, the line kept as text and cut short in the report', () => {
    const big = structuredClone(goblin);
    big.text.content = big.text.content.replace('Natural lore [[/r 1d100]]{50%}', `Natural ${'lore '.repeat(40_000)}`);
    const rec = importFiles([{ name: 'g.json', text: JSON.stringify(big) }], { entries: [] }).report.files[0]!.records[0]!;
    expect(rec.status).toBe('warnings');
    const note = rec.notes.find((n) => n.ref.msg === 'imp_rq_skill_no_value');
    expect(String(note!.ref.params.name)).toHaveLength(80);
  });

  it('Mythras records with wrong types are refused or warned, one by one', () => {
    const mutants = [
      { ...guard, stats: 'STR 14' },
      { ...guard, hit_locations: [{ name: 'Head', range: '01-20', hp: { x: 1 }, ap: 2 }] },
      { ...guard, combat_styles: [{ name: 3 }, { name: 'Brawl', value: '50', weapons: [null, { name: 'Club', damage: 'lots' }] }] },
      { ...guard, attributes: [1, 2] },
    ];
    const records = importFiles([{ name: 'm.json', text: JSON.stringify(mutants) }], { entries: [] }).report.files[0]!.records;
    expect(records.map((r) => r.status)).toEqual(['refused', 'refused', 'warnings', 'warnings']);
    expect(records[1]!.notes.at(-1)!.path).toBe('$[1].hit_locations[0].hp');
    expect(records[2]!.notes.filter((n) => n.ref.msg === 'imp_attack_unparsed').map((n) => n.path)).toEqual(['$[2].combat_styles[0]', '$[2].combat_styles[1].weapons[0]', '$[2].combat_styles[1].weapons[1]']);
    expect(records[3]!.notes[0]).toEqual({ path: '$[3].attributes', ref: { msg: 'imp_extra_ignored', params: { value: '[1,2]' } } });
  });
});

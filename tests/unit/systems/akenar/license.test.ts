import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = path.resolve(import.meta.dirname, '../../../../resources/akenar');
const catalogue = JSON.parse(fs.readFileSync(path.join(dir, 'equipment.json'), 'utf8')) as { license: string };
const ogl = fs.readFileSync(path.join(dir, 'OGL-1.0a.txt'), 'utf8');

describe('the Akenar catalogue ships with its Open Game License', () => {
  it('names the license file, which exists beside it', () => {
    expect(catalogue.license).toContain('resources/akenar/OGL-1.0a.txt');
  });

  it('holds all fifteen sections and the SRD 3.5 Section 15 notice', () => {
    for (const section of ['1. Definitions', '2. The License', '3.Offer', '6.Notice of License Copyright', '10 Copy of this License', '14 Reformation', '15 COPYRIGHT NOTICE']) {
      expect(ogl).toContain(section);
    }
    expect(ogl).toContain('System Reference Document Copyright 2000-2003, Wizards of the Coast, Inc.');
  });

  it('designates which content is Open Game Content (OGL section 8)', () => {
    expect(ogl.split('OPEN GAME LICENSE Version 1.0a')[0]).toMatch(/equipment\.json whose source is "default"/);
  });
});

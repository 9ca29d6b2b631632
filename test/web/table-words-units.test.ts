/** The four card tables speak the language shown: their labels come from each game's words, German in du-form. */
import { webLanguage } from '../support/web-words.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../web/src/api/types.js';
import { tableWords as auslageTable } from '../../web/src/tables/auslage/words.js';
import { spoken } from '../../web/src/tables/downhill/cards.js';
import { tableWords as downhillTable } from '../../web/src/tables/downhill/words.js';
import { targetLabel, waitingWords } from '../../web/src/tables/flip-7/choice.js';
import { tableWords as flip7Table } from '../../web/src/tables/flip-7/words.js';
import { missing, noPicks } from '../../web/src/tables/reihen/characters.js';
import { tableWords as reihenTable } from '../../web/src/tables/reihen/words.js';

/** Ada is seat 0, Bo seat 1, the viewer seat 2 ("du"). */
const table = { seats: [{ seat: 0, playerId: 'a', name: 'Ada' }, { seat: 1, playerId: 'b', name: 'Bo' }, { seat: 2, playerId: 'c', name: 'Cy' }], you: 2 } as Envelope;
const choice = (chooser: number) => ({ chooser, card: 'FRZ' as const, eligible: [0, 2], setAside: false });

describe('the tables in German', () => {
  beforeAll(() => webLanguage('de'));
  afterAll(() => webLanguage('en'));

  it('Flip 7 names the chooser and the target, conjugated for du', () => {
    expect(flip7Table.hit).toBe('Ziehen: eine Karte nehmen');
    expect(targetLabel('FRZ', 1, table)).toBe('Gib die Freeze an Bo');
    expect(targetLabel('F3', 2, table)).toBe('Nimm die Flip Three selbst');
    expect(waitingWords(choice(1), table)).toMatch(/^Bo wählt, wer die Freeze bekommt: Ada oder du\.$/);
    expect(waitingWords(choice(2), table)).toMatch(/^Du wählst, wer/);
  });

  it('Downhill speaks its cards and buttons in German', () => {
    expect([spoken('m2a'), spoken('swa'), spoken('7c')]).toEqual(['minus 2', 'Abräumer', '7']);
    expect(downhillTable.pickUp('3 Karten')).toBe('Stapel aufnehmen (3 Karten)');
  });

  it('Auslage words a display as the owner’s', () => {
    expect(auslageTable.seatDisplay({ name: 'Bo', you: false })).toBe('Auslage von Bo');
    expect(auslageTable.seatDisplay({ name: 'du', you: true })).toBe('Deine Auslage');
  });

  it('Reihen says what a row needs and what a character still lacks', () => {
    expect(reihenTable.choosingFor({ name: 'Bo', you: false }, 'seer')).toBe('Bo wählt für die Wahrsagerin.');
    expect(missing('courier', noPicks())).toEqual(['eine Handkarte', 'ein anderer Spieler']);
    expect(reihenTable.endTurn).toBe('Zug beenden');
  });

  it('goes back to English when English is shown', () => {
    webLanguage('en');
    expect(targetLabel('FRZ', 1, table)).toBe('Give the Freeze to Bo');
    expect(spoken('swa')).toBe('sweep');
    webLanguage('de');
  });
});

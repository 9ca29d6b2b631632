/** The games this server hosts, by id (the engine's registry, or a chosen list in tests). */
import type { AnyGame } from '../../engine/index.js';
import { ValidationError } from '../errors.js';

export class GameCatalog {
  private readonly byId: ReadonlyMap<string, AnyGame>;

  constructor(readonly all: readonly AnyGame[]) {
    this.byId = new Map(all.map((game) => [game.id, game]));
  }

  /** The game a request names; 400 when there is none by that id. */
  requested(type: string): AnyGame {
    const game = this.byId.get(type);
    if (!game) {
      throw new ValidationError('unknown game type (see GET /game-types)', {
        issues: [{ path: ['type'], code: 'invalid_value', message: `expected one of: ${[...this.byId.keys()].join(', ')}` }],
      });
    }
    return game;
  }

  /** The game a stored record was created with (it must still be registered). */
  stored(type: string): AnyGame {
    const game = this.byId.get(type);
    if (!game) throw new Error(`game type ${type} is stored but no longer registered`);
    return game;
  }
}

/**
 * Reading players' channels, in this one place for the notifier (which channels each player
 * chose, for a whole stream batch at once) and the deliverer (one player's channels at delivery
 * time, strongly consistent, so a URL changed, a secret rotated or a channel removed after the
 * event counts). Both read the player item's `notify` attribute through the store.
 */
import type { PlayerStore } from '../../store/players.js';
import { storedChannels, type StoredChannels } from './stored.js';

/** One player's channels now; null when there is no such player. */
export type ChannelsOf = (playerId: string) => Promise<StoredChannels | null>;

/** Many players' channels, by player id (players without any are left out). */
export type ChannelsOfEach = (playerIds: string[]) => Promise<Map<string, StoredChannels>>;

export class ChannelReader {
  constructor(private readonly players: PlayerStore) {}

  readonly of: ChannelsOf = async (playerId) => {
    const player = await this.players.profile(playerId);
    return player ? storedChannels(player.notify) : null;
  };

  readonly ofEach: ChannelsOfEach = async (playerIds) => {
    const settings = await this.players.notifySettings(playerIds);
    return new Map([...settings].map(([playerId, notify]) => [playerId, storedChannels(notify)]));
  };
}

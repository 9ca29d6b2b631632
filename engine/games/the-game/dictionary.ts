/**
 * The preset deflate dictionary of stored The Game states (`stateDictionary`, format 1 of
 * functions/store/state-codec.ts): a mid-game state of a random playout (4 players, default
 * options), so deflate finds the state's field names, structure and card names here.
 *
 * FROZEN: states stored in format 1 inflate only with exactly these bytes (pinned by
 * test/store/game-items.test.ts). Never edit it; a better dictionary needs a new format.
 */
export const STATE_DICTIONARY =
  '{"players":4,"handSize":6,"extreme":false,"commandLayout":"fixed","commandOf":[0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0],"hands":[[16,19,40,75,90,98],[28,31,37,38,59,99],[15,18,20,50,77],[13,14,21,32,48,64]],"drawPile":[52,47,89,70,56,43,9,34,11,39,46,2,96,53,29,23,30,27,58,66,84,3,35,67,76,4,12,72,92,85,26,61,55,8,5,83,44,81,45,73,24,57,62,74,54,71,17,93,80,6,22,79,63,60,42,88,95,87,49,78,10,68,51,33,69,86,25,91,41,82,65],"piles":[[94,97],[],[7],[36]],"phase":"playing","startingSeat":1,"active":2,"turn":2,"minimum":2,"turnPlays":[{"card":97,"pile":"up1","trick":false}],"hints":[{"piles":{},"avoid":[],"shownCounts":null},{"piles":{},"avoid":[],"shownCounts":null},{"piles":{},"avoid":[],"shownCounts":null},{"piles":{},"avoid":[],"shownCounts":null}],"result":null,"rng":[553359652,1185936973,2093884346,-26177231]}';

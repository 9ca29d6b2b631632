/**
 * The preset deflate dictionary of stored Flip 7 states (`stateDictionary`, format 1 of
 * functions/store/state-codec.ts): a mid-game state of a random playout (4 players, default
 * options), so deflate finds the state's field names, structure and card names here.
 *
 * FROZEN: states stored in format 1 inflate only with exactly these bytes (pinned by
 * test/store/game-items.test.ts). Never edit it; a better dictionary needs a new format.
 */
export const STATE_DICTIONARY =
  '{"players":4,"options":{"targetScore":200,"flip7Bonus":15,"tieRule":"playOn"},"rng":[-1341565070,1625521322,1378702115,812415796],"phase":"play","round":3,"dealer":1,"slotsDealt":4,"turn":1,"resolvingHit":false,"drawPile":["12","10","9","9","12","6","10","12","9","SC","4","6","9","8","+8","FRZ","5","11","11","F3","5","9","2","F3","8","FRZ","7","4","11","6","7","10","12","3","10","6","6","11","x2","7","5","12","11","7","12","12","2","8","SC","10","FRZ","8","12","7","8","11","8","12","12","9","12","0","7","5","10","10","9","10","5","F3"],"discard":[0,1,0,1,2,0,1,0,2,1,2,3,1,1,1,1,0,1,0,0,0,0],"seats":[{"status":"stayed","row":["9"],"secondChance":false,"total":16},{"status":"active","row":["11"],"secondChance":false,"total":50},{"status":"active","row":["7"],"secondChance":true,"total":46},{"status":"active","row":["3","11"],"secondChance":false,"total":18}],"flipThrees":[],"offer":null,"lastRoundScores":[10,39,23,16],"result":null}';

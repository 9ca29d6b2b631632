/**
 * The preset deflate dictionary of stored Auslage states (`stateDictionary`, format 1 of
 * functions/store/state-codec.ts): a mid-game state of a random playout (4 players, default
 * options), so deflate finds the state's field names, structure and card names here.
 *
 * FROZEN: states stored in format 1 inflate only with exactly these bytes (pinned by
 * test/store/game-items.test.ts). Never edit it; a better dictionary needs a new format.
 */
export const STATE_DICTIONARY =
  '{"players":4,"options":{"targetScore":50,"maxPassages":30},"rng":[216542396,2083267534,1625845244,1796208363],"stackedDecks":[],"passage":7,"startingSeat":2,"active":2,"followDuty":false,"hands":[["Y5b","P4b"],["G3a"],["R0a","R5b","Y3a"],["G5a","B0a","P5b"]],"displays":[{"R":[],"Y":["Y0b","Y4b"],"G":["G0a"],"B":[],"P":[]},{"R":[],"Y":[],"G":[],"B":[],"P":[]},{"R":["R3b"],"Y":[],"G":["G1b","G3b","G4b"],"B":[],"P":[]},{"R":[],"Y":[],"G":[],"B":[],"P":[]}],"middle":["Y2a","Y3b","R3a","J2","Y2b","R2b","P2b","P2a","B2b","B0b","B1b","G1a","P1b","J4","B4b","B2a","B1a","R1a","R4a"],"call":null,"drawPile":["P5a","B4a","P4a","P1a","R1b","B5b","P3b","R2a","Y0a","G2a","P0b","Y1a","B5a","Y5a","G2b","G0b","G4a","R5a","B3b","G5b","R4b","J1","B3a","P0a","R0b","Y4a","Y1b","J3","P3a"],"rebuilds":0,"totals":[16,20,10,6],"passageScores":[[5,11,4,7],[2,-7,0,6],[10,4,2,-5],[-6,8,-1,0],[6,-1,7,-5],[-1,5,-2,3]],"lastPassage":{"passage":6,"reason":"handEmpty","endingSeat":1,"hands":[["R5a","G0a","P5b"],[],["Y0b","P2a"],["R3b","P3a"]],"displays":[{"R":["R4a"],"Y":["Y2a"],"G":[],"B":[],"P":["P3b"]},{"R":[],"Y":[],"G":["G5b"],"B":[],"P":[]},{"R":[],"Y":[],"G":[],"B":[],"P":[]},{"R":["R5b","R2a"],"Y":["Y2b"],"G":[],"B":[],"P":["P0b"]}],"displayPoints":[9,5,0,9],"handPoints":[-10,0,-2,-6],"scores":[-1,5,-2,3],"totals":[16,20,10,6]},"resigned":[false,false,false,false],"result":null}';

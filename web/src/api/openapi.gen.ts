/**
 * The API's types, generated from its OpenAPI document by `npm run api-types` (bin/api-types.ts).
 * Do not edit: change the server's zod schemas and run it again; a test fails while this is stale.
 */
export interface paths {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness; with `deep=true` also that the table answers (503 when it does not) */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This document: OpenAPI 3.1, generated from the schemas that validate requests */
        get: operations["getOpenapiJson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/game-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every hosted game: id, title, player counts, JSON Schemas of its options and moves */
        get: operations["getGameTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/players": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register a player; the token (and a webhook signing secret) is shown once */
        post: operations["postPlayers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/players/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's profile */
        get: operations["getPlayersMe"];
        put?: never;
        post?: never;
        /** Delete the account: name, channels and token go; its seats show "deleted player" and a bot plays those of unfinished games */
        delete: operations["deletePlayersMe"];
        options?: never;
        head?: never;
        /** Change the caller's name, notification channels (a new webhook signing secret is shown once) or vacation (every clock of the caller held until its end) */
        patch: operations["patchPlayersMe"];
        trace?: never;
    };
    "/players/me/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out everywhere: every device's token stops working at once; the caller's device gets a new one, shown once */
        post: operations["postPlayersMeToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/players/me/games": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's games (and the rematches they are invited to), newest change first, a page at a time; filter by status and by whose turn it is */
        get: operations["getPlayersMeGames"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/players/me/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's devices (one token each), with when each was last used */
        get: operations["getPlayersMeSessions"];
        put?: never;
        /** A token for another device (shown once); at most 20 devices (400 SESSION_LIMIT: sign one out first) */
        post: operations["postPlayersMeSessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/players/me/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Sign one device out: its token is refused from now on, by every server process (the caller's own session too) */
        delete: operations["deletePlayersMeSessionsId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/players/me/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's data: profile and channels (no secrets), vacations, devices, and every game seat or invitation */
        get: operations["getPlayersMeExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a game; the creator takes seat 0 and gets the invite code */
        post: operations["postGames"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The game envelope with the caller's view (a spectator's without a token) */
        get: operations["getGamesId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{id}/join": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take a free seat with the invite code; the last seat starts the game */
        post: operations["postGamesIdJoin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{id}/bots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The creator gives a free seat of a waiting game to the server's bot; the last seat starts the game */
        post: operations["postGamesIdBots"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{id}/invite-preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** With the invite code: the game, its options, who invites, the seats taken and free, the clock; whether it is full or over */
        post: operations["postGamesIdInvitePreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{id}/moves": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Apply moves in order, atomically (all or none) */
        post: operations["postGamesIdMoves"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{id}/resign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Leave a running game (the game's rules say what then happens) */
        post: operations["postGamesIdResign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{id}/seat/reclaim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take your seat back from the bot that plays it while you were absent (any move does too) */
        post: operations["postGamesIdSeatReclaim"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The creator calls a waiting game off (status `cancelled`); nobody can join it afterwards */
        post: operations["postGamesIdCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{id}/leave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A seated player (not the creator) leaves a waiting game; the seat is free again for the invite code */
        post: operations["postGamesIdLeave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{id}/rematch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new game like this finished one (type, options, seats, time limit, bots); the caller takes seat 0, the other players are invited. Repeats answer the same rematch */
        post: operations["postGamesIdRematch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The log after version `after` (or after the caller's own last move: `since=my-last-move`), filtered for the caller's seat (a spectator's without a token) */
        get: operations["getGamesIdEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{id}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A finished game as the engine replays it: seat count, options, the revealed seed, every step of the log and the final state, for anyone (hands are open once the seed is revealed) */
        get: operations["getGamesIdReplay"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{id}/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your marks on your seat of this game: the last version your pages showed you, whether a page of yours watches it, how often you hear of your turn */
        get: operations["getGamesIdMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Mark what your page has shown you, that it watches the game (no `your-turn` message meanwhile), or how often you hear of your turn in it */
        patch: operations["patchGamesIdMe"];
        trace?: never;
    };
    "/push/public-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The server's VAPID public key for Web Push subscriptions (503 PUSH_UNAVAILABLE when this deployment has none) */
        get: operations["getPushPublicKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @example {
         *       "type": "play",
         *       "card": 40,
         *       "pile": "up1"
         *     }
         * @example {
         *       "type": "play",
         *       "card": 40,
         *       "pile": "up2"
         *     }
         * @example {
         *       "type": "play",
         *       "card": 40,
         *       "pile": "down1"
         *     }
         */
        TheGameMove: {
            /** @constant */
            type: "play";
            card: number;
            /** @enum {string} */
            pile: "up1" | "up2" | "down1" | "down2";
        } | {
            /** @constant */
            type: "endTurn";
        } | {
            /** @constant */
            type: "hint";
            /** @enum {string} */
            pile?: "up1" | "up2" | "down1" | "down2";
            /** @enum {string} */
            command?: "stop" | "skull" | "three" | "silence" | "noBackwards" | "singlePile" | "drawOne";
            /** @enum {string} */
            signal: "keepOff" | "canPlayWell" | "avoid" | "none";
        } | {
            /** @constant */
            type: "showCommands";
        } | {
            /** @constant */
            type: "concede";
        };
        TheGameOptions: {
            /**
             * Extreme (command cards)
             * @description Play the Extreme variant with the 28 command cards.
             * @default false
             */
            extreme?: boolean;
            /**
             * Command card layout
             * @description Which cards carry which command: the fixed table, or drawn from the seed per quarter. Ignored unless extreme.
             * @default fixed
             * @enum {string}
             */
            commandLayout?: "fixed" | "random";
        };
        TheGameCreateStackedGame: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "the-game";
            /** @description the game's options; left-out ones take their defaults */
            options?: components["schemas"]["TheGameOptions"];
            /** @description how many players; the creator takes seat 0 */
            seats: number;
            /** @description seconds a seat may take per turn, refilled each turn; none by default; not with `timeBank` */
            turnTimeLimit?: number;
            /** @description a time bank per seat, running while the seat is awaited; not with `turnTimeLimit` */
            timeBank?: {
                /** @description seconds each seat starts with */
                initial: number;
                /** @description seconds a seat gains each time its own move ends its turn (once per turn) */
                perMove: number;
                /** @description the most seconds a bank may hold; at least `initial` */
                max: number;
            };
            /** @description seats played by the server's bots from the start; the game starts at once when they fill every other seat */
            bots?: components["schemas"]["AddBot"][];
            /**
             * @description what a seat that keeps timing out leads to: `resign` (default: timeouts only) or `bot` (after `absentAfter` timeouts in a row a bot of `absentLevel` plays it until its player moves or reclaims it)
             * @enum {string}
             */
            absent?: "resign" | "bot";
            /**
             * @description the level of the bot that takes an absent player's seat over (default `basic`); with `absent: "bot"`
             * @enum {string}
             */
            absentLevel?: "random" | "basic" | "strong";
            /** @description timeouts in a row before the bot takes a seat over (default 2); with `absent: "bot"` */
            absentAfter?: number;
            /** @description days without any change after which a running game without `turnTimeLimit` ends by the timeout path: its awaited seats are resigned for (default 30) */
            abandonAfter?: number;
            /** @description a fixed seed (local stack only) */
            seed?: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * @example {
         *       "type": "hit"
         *     }
         * @example {
         *       "type": "stay"
         *     }
         */
        Flip7Move: {
            /** @constant */
            type: "hit";
        } | {
            /** @constant */
            type: "stay";
        } | {
            /** @constant */
            type: "giveAction";
            target: number;
            /** @enum {string} */
            card?: "FRZ" | "F3" | "SC";
        };
        Flip7Options: {
            /**
             * Target score
             * @description Points to reach: the game ends after a round in which someone has at least this many, and the highest total wins.
             * @default 200
             */
            targetScore?: number;
            /**
             * Flip 7 bonus
             * @description Bonus points for collecting seven different numbers in one round (a Flip 7, which also ends the round at once).
             * @default 15
             */
            flip7Bonus?: number;
            /**
             * Tie rule
             * @description A tie for the highest total at the end: play on (more rounds until one leads alone, the official rule) or share (all tied players win).
             * @default playOn
             * @enum {string}
             */
            tieRule?: "playOn" | "share";
        };
        Flip7CreateStackedGame: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "flip-7";
            /** @description the game's options; left-out ones take their defaults */
            options?: components["schemas"]["Flip7Options"];
            /** @description how many players; the creator takes seat 0 */
            seats: number;
            /** @description seconds a seat may take per turn, refilled each turn; none by default; not with `timeBank` */
            turnTimeLimit?: number;
            /** @description a time bank per seat, running while the seat is awaited; not with `turnTimeLimit` */
            timeBank?: {
                /** @description seconds each seat starts with */
                initial: number;
                /** @description seconds a seat gains each time its own move ends its turn (once per turn) */
                perMove: number;
                /** @description the most seconds a bank may hold; at least `initial` */
                max: number;
            };
            /** @description seats played by the server's bots from the start; the game starts at once when they fill every other seat */
            bots?: components["schemas"]["AddBot"][];
            /**
             * @description what a seat that keeps timing out leads to: `resign` (default: timeouts only) or `bot` (after `absentAfter` timeouts in a row a bot of `absentLevel` plays it until its player moves or reclaims it)
             * @enum {string}
             */
            absent?: "resign" | "bot";
            /**
             * @description the level of the bot that takes an absent player's seat over (default `basic`); with `absent: "bot"`
             * @enum {string}
             */
            absentLevel?: "random" | "basic" | "strong";
            /** @description timeouts in a row before the bot takes a seat over (default 2); with `absent: "bot"` */
            absentAfter?: number;
            /** @description days without any change after which a running game without `turnTimeLimit` ends by the timeout path: its awaited seats are resigned for (default 30) */
            abandonAfter?: number;
            /** @description a fixed seed (local stack only) */
            seed?: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * @example {
         *       "type": "display",
         *       "card": "Y3b"
         *     }
         * @example {
         *       "type": "display",
         *       "card": "G1a"
         *     }
         * @example {
         *       "type": "display",
         *       "card": "G5a"
         *     }
         */
        AuslageMove: {
            /** @constant */
            type: "play";
            /** @enum {string} */
            card: "R0a" | "R0b" | "R1a" | "R1b" | "R2a" | "R2b" | "R3a" | "R3b" | "R4a" | "R4b" | "R5a" | "R5b" | "Y0a" | "Y0b" | "Y1a" | "Y1b" | "Y2a" | "Y2b" | "Y3a" | "Y3b" | "Y4a" | "Y4b" | "Y5a" | "Y5b" | "G0a" | "G0b" | "G1a" | "G1b" | "G2a" | "G2b" | "G3a" | "G3b" | "G4a" | "G4b" | "G5a" | "G5b" | "B0a" | "B0b" | "B1a" | "B1b" | "B2a" | "B2b" | "B3a" | "B3b" | "B4a" | "B4b" | "B5a" | "B5b" | "P0a" | "P0b" | "P1a" | "P1b" | "P2a" | "P2b" | "P3a" | "P3b" | "P4a" | "P4b" | "P5a" | "P5b" | "J1" | "J2" | "J3" | "J4";
            call?: ("R" | "Y" | "G" | "B" | "P") | (0 | 1 | 2 | 3 | 4 | 5);
        } | {
            /** @constant */
            type: "display";
            /** @enum {string} */
            card: "R0a" | "R0b" | "R1a" | "R1b" | "R2a" | "R2b" | "R3a" | "R3b" | "R4a" | "R4b" | "R5a" | "R5b" | "Y0a" | "Y0b" | "Y1a" | "Y1b" | "Y2a" | "Y2b" | "Y3a" | "Y3b" | "Y4a" | "Y4b" | "Y5a" | "Y5b" | "G0a" | "G0b" | "G1a" | "G1b" | "G2a" | "G2b" | "G3a" | "G3b" | "G4a" | "G4b" | "G5a" | "G5b" | "B0a" | "B0b" | "B1a" | "B1b" | "B2a" | "B2b" | "B3a" | "B3b" | "B4a" | "B4b" | "B5a" | "B5b" | "P0a" | "P0b" | "P1a" | "P1b" | "P2a" | "P2b" | "P3a" | "P3b" | "P4a" | "P4b" | "P5a" | "P5b" | "J1" | "J2" | "J3" | "J4";
        };
        AuslageOptions: {
            /**
             * Target score
             * @description Points to play to: the game ends after the passage in which someone reaches this total, and the highest total wins.
             * @default 50
             */
            targetScore?: number;
            /**
             * Most passages
             * @description The game ends after this many passages (deals) at the latest, even if nobody has reached the points to play to.
             * @default 30
             */
            maxPassages?: number;
        };
        AuslageCreateStackedGame: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "auslage";
            /** @description the game's options; left-out ones take their defaults */
            options?: components["schemas"]["AuslageOptions"];
            /** @description how many players; the creator takes seat 0 */
            seats: number;
            /** @description seconds a seat may take per turn, refilled each turn; none by default; not with `timeBank` */
            turnTimeLimit?: number;
            /** @description a time bank per seat, running while the seat is awaited; not with `turnTimeLimit` */
            timeBank?: {
                /** @description seconds each seat starts with */
                initial: number;
                /** @description seconds a seat gains each time its own move ends its turn (once per turn) */
                perMove: number;
                /** @description the most seconds a bank may hold; at least `initial` */
                max: number;
            };
            /** @description seats played by the server's bots from the start; the game starts at once when they fill every other seat */
            bots?: components["schemas"]["AddBot"][];
            /**
             * @description what a seat that keeps timing out leads to: `resign` (default: timeouts only) or `bot` (after `absentAfter` timeouts in a row a bot of `absentLevel` plays it until its player moves or reclaims it)
             * @enum {string}
             */
            absent?: "resign" | "bot";
            /**
             * @description the level of the bot that takes an absent player's seat over (default `basic`); with `absent: "bot"`
             * @enum {string}
             */
            absentLevel?: "random" | "basic" | "strong";
            /** @description timeouts in a row before the bot takes a seat over (default 2); with `absent: "bot"` */
            absentAfter?: number;
            /** @description days without any change after which a running game without `turnTimeLimit` ends by the timeout path: its awaited seats are resigned for (default 30) */
            abandonAfter?: number;
            /** @description a fixed seed (local stack only) */
            seed?: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * @example {
         *       "type": "play",
         *       "card": "11c",
         *       "row": 2
         *     }
         * @example {
         *       "type": "play",
         *       "card": "8e",
         *       "row": 1
         *     }
         * @example {
         *       "type": "play",
         *       "card": "9d",
         *       "row": 0
         *     }
         */
        ReihenMove: {
            /** @constant */
            type: "play";
            card: string;
            row: number;
        } | {
            /** @constant */
            type: "move";
            from: number;
            index: number;
            to: number;
        } | ({
            /** @constant */
            type: "useCharacter";
            /** @constant */
            person: "builder";
            row: number;
            cards: string[];
        } | {
            /** @constant */
            type: "useCharacter";
            /** @constant */
            person: "mason";
            row: number;
            card: string;
        } | {
            /** @constant */
            type: "useCharacter";
            /** @constant */
            person: "acrobat";
            row: number;
            card: string;
        } | {
            /** @constant */
            type: "useCharacter";
            /** @constant */
            person: "chameleon";
            row: number;
            card: string;
        } | {
            /** @constant */
            type: "useCharacter";
            /** @constant */
            person: "mathematician";
            row: number;
            cards: string[];
        } | {
            /** @constant */
            type: "useCharacter";
            /** @constant */
            person: "carpenter";
            from: number;
            index: number;
            to: number;
        } | {
            /** @constant */
            type: "useCharacter";
            /** @constant */
            person: "wrecker";
            row: number;
            count: number;
        } | {
            /** @constant */
            type: "useCharacter";
            /** @constant */
            person: "undertaker";
            row: number;
        } | {
            /** @constant */
            type: "useCharacter";
            /** @constant */
            person: "twins";
            row: number;
            card: string;
        } | {
            /** @constant */
            type: "useCharacter";
            /** @constant */
            person: "sweeper";
            card: string;
        } | {
            /** @constant */
            type: "useCharacter";
            /** @constant */
            person: "miller";
        } | {
            /** @constant */
            type: "useCharacter";
            /** @constant */
            person: "archivist";
            give: string;
            take: string;
        } | {
            /** @constant */
            type: "useCharacter";
            /** @constant */
            person: "scavenger";
            card: string;
            row: number;
        } | {
            /** @constant */
            type: "useCharacter";
            /** @constant */
            person: "quartermaster";
        } | {
            /** @constant */
            type: "useCharacter";
            /** @constant */
            person: "seer";
        } | {
            /** @constant */
            type: "useCharacter";
            /** @constant */
            person: "trader";
            cards: string[];
        } | {
            /** @constant */
            type: "useCharacter";
            /** @constant */
            person: "gambler";
            row: number;
        } | {
            /** @constant */
            type: "useCharacter";
            /** @constant */
            person: "courier";
            card: string;
            target: number;
        } | {
            /** @constant */
            type: "useCharacter";
            /** @constant */
            person: "smuggler";
            target: number;
        } | {
            /** @constant */
            type: "useCharacter";
            /** @constant */
            person: "sprinter";
        }) | {
            /** @constant */
            type: "endTurn";
        } | {
            /** @constant */
            type: "exchange";
            cards: string[];
        } | {
            /** @constant */
            type: "mark";
            row: number;
            on: boolean;
        } | {
            /** @constant */
            type: "seerPick";
            take: string;
            putBack: string[];
        } | {
            /** @constant */
            type: "smugglerSwap";
            give: string;
            take: string;
        } | {
            /** @constant */
            type: "resign";
        };
        ReihenOptions: {
            /**
             * Mode
             * @description Competitive: the first to shed all own cards wins. Cooperative: the team wins when everyone has. Solo (1 player): a solitaire for points. Default: solo for 1 player, else competitive.
             * @enum {string}
             */
            mode?: "competitive" | "cooperative" | "solo";
            /**
             * Play with characters
             * @description Play with the 10 character cards, each a person who bends one rule once per turn (the full game; a first game is better without).
             * @default false
             */
            useCharacters?: boolean;
            /**
             * Characters in play
             * @description With characters: the 10 persons on the cards (not the Courier or Smuggler in solo). None chosen: drawn at random.
             * @default null
             */
            cast?: ("builder" | "mason" | "acrobat" | "chameleon" | "mathematician" | "carpenter" | "wrecker" | "undertaker" | "twins" | "sweeper" | "miller" | "archivist" | "scavenger" | "quartermaster" | "seer" | "trader" | "gambler" | "courier" | "smuggler" | "sprinter")[] | null;
            /**
             * Rounds without a card before the game stops
             * @description Competitive and cooperative: the game stops after this many full rounds in a row in which nobody placed a card (1 is strict).
             * @default 2
             */
            stallRounds?: number;
            /**
             * Solo turns without placing a card
             * @description Solo: how many turns without placing a card you may take; the next one ends the game.
             * @default 5
             */
            soloExchanges?: number;
        };
        ReihenCreateStackedGame: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "reihen";
            /** @description the game's options; left-out ones take their defaults */
            options?: components["schemas"]["ReihenOptions"];
            /** @description how many players; the creator takes seat 0 */
            seats: number;
            /** @description seconds a seat may take per turn, refilled each turn; none by default; not with `timeBank` */
            turnTimeLimit?: number;
            /** @description a time bank per seat, running while the seat is awaited; not with `turnTimeLimit` */
            timeBank?: {
                /** @description seconds each seat starts with */
                initial: number;
                /** @description seconds a seat gains each time its own move ends its turn (once per turn) */
                perMove: number;
                /** @description the most seconds a bank may hold; at least `initial` */
                max: number;
            };
            /** @description seats played by the server's bots from the start; the game starts at once when they fill every other seat */
            bots?: components["schemas"]["AddBot"][];
            /**
             * @description what a seat that keeps timing out leads to: `resign` (default: timeouts only) or `bot` (after `absentAfter` timeouts in a row a bot of `absentLevel` plays it until its player moves or reclaims it)
             * @enum {string}
             */
            absent?: "resign" | "bot";
            /**
             * @description the level of the bot that takes an absent player's seat over (default `basic`); with `absent: "bot"`
             * @enum {string}
             */
            absentLevel?: "random" | "basic" | "strong";
            /** @description timeouts in a row before the bot takes a seat over (default 2); with `absent: "bot"` */
            absentAfter?: number;
            /** @description days without any change after which a running game without `turnTimeLimit` ends by the timeout path: its awaited seats are resigned for (default 30) */
            abandonAfter?: number;
            /** @description a fixed seed (local stack only) */
            seed?: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * @example {
         *       "type": "play",
         *       "from": "hand",
         *       "cards": [
         *         "1e"
         *       ]
         *     }
         * @example {
         *       "type": "play",
         *       "from": "hand",
         *       "cards": [
         *         "6c"
         *       ]
         *     }
         * @example {
         *       "type": "play",
         *       "from": "hand",
         *       "cards": [
         *         "7e"
         *       ]
         *     }
         */
        DownhillMove: {
            /** @constant */
            type: "play";
            /** @enum {string} */
            from: "hand" | "table";
            cards: ("1a" | "1b" | "1c" | "1d" | "1e" | "2a" | "2b" | "2c" | "2d" | "2e" | "3a" | "3b" | "3c" | "3d" | "3e" | "4a" | "4b" | "4c" | "4d" | "4e" | "5a" | "5b" | "5c" | "5d" | "5e" | "6a" | "6b" | "6c" | "6d" | "6e" | "7a" | "7b" | "7c" | "7d" | "7e" | "8a" | "8b" | "8c" | "8d" | "8e" | "9a" | "9b" | "9c" | "9d" | "9e" | "10a" | "10b" | "10c" | "10d" | "10e" | "11a" | "11b" | "11c" | "11d" | "11e" | "12a" | "12b" | "12c" | "12d" | "12e" | "m2a" | "m2b" | "m2c" | "m2d" | "m2e" | "m2f" | "swa" | "swb" | "swc" | "swd" | "swe" | "swf")[];
            announce?: boolean;
        } | {
            /** @constant */
            type: "flip";
            slot: number;
            announce?: boolean;
        } | {
            /** @constant */
            type: "pickUp";
        } | {
            /** @constant */
            type: "pass";
        };
        DownhillOptions: {
            /**
             * Rounds
             * @description How many rounds (deals), 1–20. Left empty: one per player, so everyone opens once.
             */
            rounds?: number;
            /**
             * Scoring
             * @description points: cards left over score their value (−2 = 20, >>> = 50), the winner −10, lowest total wins. matchsticks (the children’s scoring): the winner takes a matchstick, most matchsticks wins.
             * @default points
             * @enum {string}
             */
            scoring?: "points" | "matchsticks";
        };
        DownhillCreateStackedGame: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "downhill";
            /** @description the game's options; left-out ones take their defaults */
            options?: components["schemas"]["DownhillOptions"];
            /** @description how many players; the creator takes seat 0 */
            seats: number;
            /** @description seconds a seat may take per turn, refilled each turn; none by default; not with `timeBank` */
            turnTimeLimit?: number;
            /** @description a time bank per seat, running while the seat is awaited; not with `turnTimeLimit` */
            timeBank?: {
                /** @description seconds each seat starts with */
                initial: number;
                /** @description seconds a seat gains each time its own move ends its turn (once per turn) */
                perMove: number;
                /** @description the most seconds a bank may hold; at least `initial` */
                max: number;
            };
            /** @description seats played by the server's bots from the start; the game starts at once when they fill every other seat */
            bots?: components["schemas"]["AddBot"][];
            /**
             * @description what a seat that keeps timing out leads to: `resign` (default: timeouts only) or `bot` (after `absentAfter` timeouts in a row a bot of `absentLevel` plays it until its player moves or reclaims it)
             * @enum {string}
             */
            absent?: "resign" | "bot";
            /**
             * @description the level of the bot that takes an absent player's seat over (default `basic`); with `absent: "bot"`
             * @enum {string}
             */
            absentLevel?: "random" | "basic" | "strong";
            /** @description timeouts in a row before the bot takes a seat over (default 2); with `absent: "bot"` */
            absentAfter?: number;
            /** @description days without any change after which a running game without `turnTimeLimit` ends by the timeout path: its awaited seats are resigned for (default 30) */
            abandonAfter?: number;
            /** @description a fixed seed (local stack only) */
            seed?: string;
        } & {
            [key: string]: unknown;
        };
        CreatePlayer: {
            name: string;
            notify?: {
                webhook?: {
                    /** @description https URL that receives the POSTs (http and loopback only on the local stack) */
                    url: string;
                    /**
                     * @description absent: as it is (`json` for a new webhook)
                     * @enum {string}
                     */
                    format?: "json" | "discord" | "slack";
                    /** @description true: generate a new signing secret (shown once in this answer); the old one keeps signing too for 24 h */
                    rotateSecret?: boolean;
                    /** @description true: the secret before the last rotation stops signing at once */
                    dropPreviousSecret?: boolean;
                    /** @description the events this channel carries (`[]`: none); `null`: every event (the default); absent: as it is */
                    events?: ("game-started" | "your-turn" | "reminder" | "timed-out" | "replaced-by-bot" | "game-finished" | "invited")[] | null;
                } | null;
                email?: {
                    /** Format: email */
                    address: string;
                    /** @description the events this channel carries (`[]`: none); `null`: every event (the default); absent: as it is */
                    events?: ("game-started" | "your-turn" | "reminder" | "timed-out" | "replaced-by-bot" | "game-finished" | "invited")[] | null;
                } | null;
                /** @description true (or `{ events }`): publish to the deployment's notification topic; false or null: stop */
                sns?: (boolean | {
                    /** @description the events this channel carries (`[]`: none); `null`: every event (the default); absent: as it is */
                    events?: ("game-started" | "your-turn" | "reminder" | "timed-out" | "replaced-by-bot" | "game-finished" | "invited")[] | null;
                }) | null;
                /** @description a daily e-mail of every game awaiting you, soonest deadline first (needs `email`); null: none */
                digest?: {
                    /** @description the hour of the day (UTC) it is sent at */
                    hourUtc: number;
                } | null;
                /** @description `{subscription}` adds (or replaces) a device, `{remove: id}` removes one, `null` removes every device */
                push?: {
                    /** @description a browser's PushSubscription as its toJSON() gives it */
                    subscription?: {
                        /** @description the push service's URL for this browser (https; http and loopback only on the local stack) */
                        endpoint: string;
                        expirationTime?: number | null;
                        keys: {
                            /** @description the browser's P-256 public key, an uncompressed point */
                            p256dh: string;
                            /** @description the 16-byte authentication secret */
                            auth: string;
                        };
                    };
                    /** @description a device's id, as GET /players/me lists it */
                    remove?: string;
                } | null;
                /** @description the IANA time zone the words of your messages use ("by Friday 18:00"); null: UTC. The web app sets it from the browser */
                timeZone?: string | null;
            };
            /** @description what to call the device signing up (default "First device") */
            device?: string;
        };
        UpdatePlayer: {
            name?: string;
            notify?: {
                webhook?: {
                    /** @description https URL that receives the POSTs (http and loopback only on the local stack) */
                    url: string;
                    /**
                     * @description absent: as it is (`json` for a new webhook)
                     * @enum {string}
                     */
                    format?: "json" | "discord" | "slack";
                    /** @description true: generate a new signing secret (shown once in this answer); the old one keeps signing too for 24 h */
                    rotateSecret?: boolean;
                    /** @description true: the secret before the last rotation stops signing at once */
                    dropPreviousSecret?: boolean;
                    /** @description the events this channel carries (`[]`: none); `null`: every event (the default); absent: as it is */
                    events?: ("game-started" | "your-turn" | "reminder" | "timed-out" | "replaced-by-bot" | "game-finished" | "invited")[] | null;
                } | null;
                email?: {
                    /** Format: email */
                    address: string;
                    /** @description the events this channel carries (`[]`: none); `null`: every event (the default); absent: as it is */
                    events?: ("game-started" | "your-turn" | "reminder" | "timed-out" | "replaced-by-bot" | "game-finished" | "invited")[] | null;
                } | null;
                /** @description true (or `{ events }`): publish to the deployment's notification topic; false or null: stop */
                sns?: (boolean | {
                    /** @description the events this channel carries (`[]`: none); `null`: every event (the default); absent: as it is */
                    events?: ("game-started" | "your-turn" | "reminder" | "timed-out" | "replaced-by-bot" | "game-finished" | "invited")[] | null;
                }) | null;
                /** @description a daily e-mail of every game awaiting you, soonest deadline first (needs `email`); null: none */
                digest?: {
                    /** @description the hour of the day (UTC) it is sent at */
                    hourUtc: number;
                } | null;
                /** @description `{subscription}` adds (or replaces) a device, `{remove: id}` removes one, `null` removes every device */
                push?: {
                    /** @description a browser's PushSubscription as its toJSON() gives it */
                    subscription?: {
                        /** @description the push service's URL for this browser (https; http and loopback only on the local stack) */
                        endpoint: string;
                        expirationTime?: number | null;
                        keys: {
                            /** @description the browser's P-256 public key, an uncompressed point */
                            p256dh: string;
                            /** @description the 16-byte authentication secret */
                            auth: string;
                        };
                    };
                    /** @description a device's id, as GET /players/me lists it */
                    remove?: string;
                } | null;
                /** @description the IANA time zone the words of your messages use ("by Friday 18:00"); null: UTC. The web app sets it from the browser */
                timeZone?: string | null;
            };
            /** @description start (or move the end of) a vacation: no clock of yours runs in any game until then; `null` ends it now */
            vacation?: {
                /**
                 * Format: date-time
                 * @description when the vacation ends (ISO 8601); after now, within the allowance left
                 */
                until: string;
            } | null;
        };
        CreateSession: {
            /** @description the device, in the player's words ("Phone", "Laptop") */
            device: string;
        };
        CreateStackedGame: components["schemas"]["TheGameCreateStackedGame"] | components["schemas"]["Flip7CreateStackedGame"] | components["schemas"]["AuslageCreateStackedGame"] | components["schemas"]["ReihenCreateStackedGame"] | components["schemas"]["DownhillCreateStackedGame"];
        JoinGame: {
            /** @description the creator's invite code; not needed by a player invited to a rematch */
            inviteCode?: string;
        };
        AddBot: {
            /** @description a seat other than 0 (the creator is a person) */
            seat: number;
            /**
             * @description `random`: any legal move; `basic`: the game's own one-move heuristic; `strong`: plans and searches ahead, and talks where the game has table talk (each game type lists its levels in `botLevels`; docs/bots.md)
             * @enum {string}
             */
            level: "random" | "basic" | "strong";
        };
        InvitePreviewRequest: {
            /** @description the code of the invite link (after `#`) */
            inviteCode: string;
        };
        SubmitMoves: {
            /** @description the version the moves were chosen at; a stale one is a 409 */
            version?: number;
            /** @description applied in order, atomically; each is checked by the game's move schema */
            moves: (components["schemas"]["TheGameMove"] | components["schemas"]["Flip7Move"] | components["schemas"]["AuslageMove"] | components["schemas"]["ReihenMove"] | components["schemas"]["DownhillMove"])[];
        };
        Resign: {
            version?: number;
        };
        patchGamesIdMe: {
            /** @description a version your page has shown you; a lower one than the stored changes nothing */
            seenVersion?: number;
            /** @description true: a page of yours shows the game (for 90 s; send it again to go on); false: it stopped */
            watching?: boolean;
            /**
             * @description how often a `your-turn` of this game reaches you by e-mail, push or chat: every turn, at most once a day, or never (JSON webhooks and SNS: every turn)
             * @enum {string}
             */
            turnNotices?: "every-turn" | "daily" | "never";
        };
        TheGameView: {
            options: {
                /**
                 * Extreme (command cards)
                 * @description Play the Extreme variant with the 28 command cards.
                 * @default false
                 */
                extreme: boolean;
                /**
                 * Command card layout
                 * @description Which cards carry which command: the fixed table, or drawn from the seed per quarter. Ignored unless extreme.
                 * @default fixed
                 * @enum {string}
                 */
                commandLayout: "fixed" | "random";
            };
            players: number;
            handSize: number;
            /** @description which cards carry which command; null unless extreme */
            commandCards: {
                stop: number[];
                skull: number[];
                three: number[];
                silence: number[];
                noBackwards: number[];
                singlePile: number[];
                drawOne: number[];
            } | null;
            piles: {
                up1: number[];
                up2: number[];
                down1: number[];
                down2: number[];
            };
            tops: {
                up1: number;
                up2: number;
                down1: number;
                down2: number;
            };
            drawPileCount: number;
            handCounts: number[];
            /** @enum {string} */
            phase: "opening" | "playing" | "ended";
            startingSeat: number | null;
            activeSeat: number | null;
            turn: number;
            awaiting: number[];
            minimum: number;
            turnPlays: {
                card: number;
                /** @enum {string} */
                pile: "up1" | "up2" | "down1" | "down2";
                trick: boolean;
            }[];
            threePlayed: boolean;
            skullPiles: ("up1" | "up2" | "down1" | "down2")[];
            infinityCommands: {
                /** @enum {string} */
                pile: "up1" | "up2" | "down1" | "down2";
                card: number;
                /** @enum {string} */
                command: "stop" | "skull" | "three" | "silence" | "noBackwards" | "singlePile" | "drawOne";
            }[];
            hints: {
                seat: number;
                piles: {
                    [key: string]: "keepOff" | "canPlayWell";
                };
                avoid: ("stop" | "skull" | "three" | "silence" | "noBackwards" | "singlePile" | "drawOne")[];
                /** @description the counts last shown (§9); null once the hand changed */
                shownCounts: {
                    stop: number;
                    skull: number;
                    three: number;
                    silence: number;
                    noBackwards: number;
                    singlePile: number;
                    drawOne: number;
                } | null;
            }[];
            cardsLeft: number;
            outcome: {
                /** @enum {string} */
                reason: "won" | "lost-stuck" | "lost-skull" | "lost-conceded";
                cardsLeft: number;
                seat: number | null;
            } | null;
            /** @description R19: everything, once the game has ended */
            revealed: {
                hands: number[][];
                drawPile: number[];
            } | null;
            /** @description the viewer's own seat; null for a spectator */
            you: {
                seat: number;
                hand: number[];
                legalPlays: {
                    card: number;
                    /** @enum {string} */
                    pile: "up1" | "up2" | "down1" | "down2";
                }[];
                canEndTurn: boolean;
            } | null;
        };
        /**
         * @example {
         *       "id": "abcdefghijklmnop",
         *       "type": "the-game",
         *       "status": "active",
         *       "version": 1,
         *       "seats": [
         *         {
         *           "seat": 0,
         *           "playerId": "qrstuvwxyz234567",
         *           "name": "Ada"
         *         }
         *       ],
         *       "you": 0,
         *       "awaiting": [
         *         0
         *       ],
         *       "yourTurn": true,
         *       "deadline": null,
         *       "yourLastMoveVersion": null,
         *       "options": {
         *         "extreme": false,
         *         "commandLayout": "fixed"
         *       },
         *       "view": {
         *         "options": {
         *           "extreme": false,
         *           "commandLayout": "fixed"
         *         },
         *         "players": 1,
         *         "handSize": 8,
         *         "commandCards": null,
         *         "piles": {
         *           "up1": [],
         *           "up2": [],
         *           "down1": [],
         *           "down2": []
         *         },
         *         "tops": {
         *           "up1": 1,
         *           "up2": 1,
         *           "down1": 100,
         *           "down2": 100
         *         },
         *         "drawPileCount": 90,
         *         "handCounts": [
         *           8
         *         ],
         *         "phase": "playing",
         *         "startingSeat": 0,
         *         "activeSeat": 0,
         *         "turn": 1,
         *         "awaiting": [
         *           0
         *         ],
         *         "minimum": 2,
         *         "turnPlays": [],
         *         "threePlayed": false,
         *         "skullPiles": [],
         *         "infinityCommands": [],
         *         "hints": [
         *           {
         *             "seat": 0,
         *             "piles": {},
         *             "avoid": [],
         *             "shownCounts": null
         *           }
         *         ],
         *         "cardsLeft": 98,
         *         "outcome": null,
         *         "revealed": null,
         *         "you": {
         *           "seat": 0,
         *           "hand": [
         *             40,
         *             59,
         *             63,
         *             64,
         *             77,
         *             82,
         *             88,
         *             89
         *           ],
         *           "legalPlays": [
         *             {
         *               "card": 40,
         *               "pile": "up1"
         *             },
         *             {
         *               "card": 40,
         *               "pile": "up2"
         *             },
         *             {
         *               "card": 40,
         *               "pile": "down1"
         *             },
         *             {
         *               "card": 40,
         *               "pile": "down2"
         *             },
         *             {
         *               "card": 59,
         *               "pile": "up1"
         *             },
         *             {
         *               "card": 59,
         *               "pile": "up2"
         *             },
         *             {
         *               "card": 59,
         *               "pile": "down1"
         *             },
         *             {
         *               "card": 59,
         *               "pile": "down2"
         *             },
         *             {
         *               "card": 63,
         *               "pile": "up1"
         *             },
         *             {
         *               "card": 63,
         *               "pile": "up2"
         *             },
         *             {
         *               "card": 63,
         *               "pile": "down1"
         *             },
         *             {
         *               "card": 63,
         *               "pile": "down2"
         *             },
         *             {
         *               "card": 64,
         *               "pile": "up1"
         *             },
         *             {
         *               "card": 64,
         *               "pile": "up2"
         *             },
         *             {
         *               "card": 64,
         *               "pile": "down1"
         *             },
         *             {
         *               "card": 64,
         *               "pile": "down2"
         *             },
         *             {
         *               "card": 77,
         *               "pile": "up1"
         *             },
         *             {
         *               "card": 77,
         *               "pile": "up2"
         *             },
         *             {
         *               "card": 77,
         *               "pile": "down1"
         *             },
         *             {
         *               "card": 77,
         *               "pile": "down2"
         *             },
         *             {
         *               "card": 82,
         *               "pile": "up1"
         *             },
         *             {
         *               "card": 82,
         *               "pile": "up2"
         *             },
         *             {
         *               "card": 82,
         *               "pile": "down1"
         *             },
         *             {
         *               "card": 82,
         *               "pile": "down2"
         *             },
         *             {
         *               "card": 88,
         *               "pile": "up1"
         *             },
         *             {
         *               "card": 88,
         *               "pile": "up2"
         *             },
         *             {
         *               "card": 88,
         *               "pile": "down1"
         *             },
         *             {
         *               "card": 88,
         *               "pile": "down2"
         *             },
         *             {
         *               "card": 89,
         *               "pile": "up1"
         *             },
         *             {
         *               "card": 89,
         *               "pile": "up2"
         *             },
         *             {
         *               "card": 89,
         *               "pile": "down1"
         *             },
         *             {
         *               "card": 89,
         *               "pile": "down2"
         *             }
         *           ],
         *           "canEndTurn": false
         *         }
         *       },
         *       "outcome": null,
         *       "botPlayed": [],
         *       "fairness": {
         *         "seedCommitment": "0000000000000000000000000000000000000000000000000000000000000000"
         *       },
         *       "legalMoves": [
         *         {
         *           "type": "play",
         *           "card": 40,
         *           "pile": "up1"
         *         },
         *         {
         *           "type": "play",
         *           "card": 40,
         *           "pile": "up2"
         *         },
         *         {
         *           "type": "play",
         *           "card": 40,
         *           "pile": "down1"
         *         }
         *       ]
         *     }
         */
        TheGameEnvelope: {
            id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "the-game";
            /** @enum {string} */
            status: "waiting" | "active" | "finished" | "cancelled";
            version: number;
            seats: components["schemas"]["SeatHolder"][];
            you: number | null;
            awaiting: number[];
            yourTurn: boolean;
            deadline: string | null;
            /** @description the version of your own last move (a move submission, resignation or seat reclaim; not a join); null for a spectator or while you never moved. `GET /games/{id}/events?since=my-last-move` lists what came after it */
            yourLastMoveVersion: number | null;
            options: {
                /**
                 * Extreme (command cards)
                 * @description Play the Extreme variant with the 28 command cards.
                 * @default false
                 */
                extreme: boolean;
                /**
                 * Command card layout
                 * @description Which cards carry which command: the fixed table, or drawn from the seed per quarter. Ignored unless extreme.
                 * @default fixed
                 * @enum {string}
                 */
                commandLayout: "fixed" | "random";
            };
            /** @description what the caller's seat (or a spectator) may see; null before the start */
            view: components["schemas"]["TheGameView"] | null;
            outcome: components["schemas"]["Outcome"] | null;
            /** @description the seats a bot played: bot seats and persons' seats a bot took over (rankings leave them out) */
            botPlayed: number[];
            fairness: components["schemas"]["Fairness"];
            /** @description with ?legal=true on the caller's turn: every legal move that advances the game */
            legalMoves?: components["schemas"]["TheGameMove"][];
            /** @description on a finished game: the rematch created from it (POST /games/{id}/rematch) */
            rematch?: {
                id: string;
            };
            /** @description with `legal=true`, to a seated player of a running game: what resigning would do now, by the game's own rules */
            ifYouResign?: {
                /** @description the game ends with your resignation (a team's loss, or too few players left) */
                endsGame: boolean;
                /** @description when it ends: the seats that then win (none when the team loses together) */
                winners: number[];
                /** @description in a game created with `absent: "bot"`: instead of resigning, after this many timeouts in a row the bot plays your seat until you come back */
                botTakesOverAfter?: number;
            };
            /**
             * @description you are invited to this waiting game (a rematch of one you played) and may join without the code
             * @constant
             */
            invited?: true;
            /** @description to the creator of a waiting game, on any device: the invite code, to send again */
            inviteCode?: string;
        };
        TheGameCreatedGame: {
            id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "the-game";
            /** @enum {string} */
            status: "waiting" | "active" | "finished" | "cancelled";
            version: number;
            seats: components["schemas"]["SeatHolder"][];
            you: number | null;
            awaiting: number[];
            yourTurn: boolean;
            deadline: string | null;
            /** @description the version of your own last move (a move submission, resignation or seat reclaim; not a join); null for a spectator or while you never moved. `GET /games/{id}/events?since=my-last-move` lists what came after it */
            yourLastMoveVersion: number | null;
            options: {
                /**
                 * Extreme (command cards)
                 * @description Play the Extreme variant with the 28 command cards.
                 * @default false
                 */
                extreme: boolean;
                /**
                 * Command card layout
                 * @description Which cards carry which command: the fixed table, or drawn from the seed per quarter. Ignored unless extreme.
                 * @default fixed
                 * @enum {string}
                 */
                commandLayout: "fixed" | "random";
            };
            /** @description what the caller's seat (or a spectator) may see; null before the start */
            view: components["schemas"]["TheGameView"] | null;
            outcome: components["schemas"]["Outcome"] | null;
            /** @description the seats a bot played: bot seats and persons' seats a bot took over (rankings leave them out) */
            botPlayed: number[];
            fairness: components["schemas"]["Fairness"];
            /** @description with ?legal=true on the caller's turn: every legal move that advances the game */
            legalMoves?: components["schemas"]["TheGameMove"][];
            /** @description on a finished game: the rematch created from it (POST /games/{id}/rematch) */
            rematch?: {
                id: string;
            };
            /** @description with `legal=true`, to a seated player of a running game: what resigning would do now, by the game's own rules */
            ifYouResign?: {
                /** @description the game ends with your resignation (a team's loss, or too few players left) */
                endsGame: boolean;
                /** @description when it ends: the seats that then win (none when the team loses together) */
                winners: number[];
                /** @description in a game created with `absent: "bot"`: instead of resigning, after this many timeouts in a row the bot plays your seat until you come back */
                botTakesOverAfter?: number;
            };
            /**
             * @description you are invited to this waiting game (a rematch of one you played) and may join without the code
             * @constant
             */
            invited?: true;
            /** @description shown once, to the creator; others join with it */
            inviteCode: string;
        };
        Flip7View: {
            /** @description the viewer's seat; null for a spectator */
            seat: number | null;
            options: {
                /**
                 * Target score
                 * @description Points to reach: the game ends after a round in which someone has at least this many, and the highest total wins.
                 * @default 200
                 */
                targetScore: number;
                /**
                 * Flip 7 bonus
                 * @description Bonus points for collecting seven different numbers in one round (a Flip 7, which also ends the round at once).
                 * @default 15
                 */
                flip7Bonus: number;
                /**
                 * Tie rule
                 * @description A tie for the highest total at the end: play on (more rounds until one leads alone, the official rule) or share (all tied players win).
                 * @default playOn
                 * @enum {string}
                 */
                tieRule: "playOn" | "share";
            };
            round: number;
            dealer: number;
            /** @enum {string} */
            phase: "deal" | "play" | "gameOver";
            turn: number | null;
            awaiting: ({
                seat: number;
                /** @constant */
                kind: "turn";
            } | {
                seat: number;
                /** @constant */
                kind: "giveAction";
                /** @enum {string} */
                card: "FRZ" | "F3" | "SC";
                eligible: number[];
            })[];
            seats: {
                seat: number;
                /** @enum {string} */
                status: "active" | "stayed" | "frozen" | "busted" | "resigned";
                row: ("0" | "1" | "2" | "3" | "4" | "5" | "6" | "7" | "8" | "9" | "10" | "11" | "12" | "+2" | "+4" | "+6" | "+8" | "+10" | "x2" | "FRZ" | "F3" | "SC")[];
                secondChance: boolean;
                roundScore: number;
                total: number;
                flip7: boolean;
            }[];
            flipThrees: {
                target: number;
                drawn: number;
                setAside: ("FRZ" | "F3")[];
            }[];
            drawPileCount: number;
            /** @description the discard pile as a count per card code */
            discard: {
                0: number;
                1: number;
                2: number;
                3: number;
                4: number;
                5: number;
                6: number;
                7: number;
                8: number;
                9: number;
                10: number;
                11: number;
                12: number;
                "+2": number;
                "+4": number;
                "+6": number;
                "+8": number;
                "+10": number;
                x2: number;
                FRZ: number;
                F3: number;
                SC: number;
            };
            lastRoundScores: number[] | null;
            winners: number[] | null;
            /** @description seat views only: the viewer's legal moves (empty when it is not awaited) */
            legalMoves?: components["schemas"]["Flip7Move"][];
        };
        /**
         * @example {
         *       "id": "abcdefghijklmnop",
         *       "type": "flip-7",
         *       "status": "active",
         *       "version": 1,
         *       "seats": [
         *         {
         *           "seat": 0,
         *           "playerId": "qrstuvwxyz234567",
         *           "name": "Ada"
         *         },
         *         {
         *           "seat": 1,
         *           "playerId": null,
         *           "name": "Bot (basic)",
         *           "bot": {
         *             "level": "basic"
         *           }
         *         }
         *       ],
         *       "you": 0,
         *       "awaiting": [
         *         0
         *       ],
         *       "yourTurn": true,
         *       "deadline": null,
         *       "yourLastMoveVersion": null,
         *       "options": {
         *         "targetScore": 200,
         *         "flip7Bonus": 15,
         *         "tieRule": "playOn"
         *       },
         *       "view": {
         *         "seat": 0,
         *         "options": {
         *           "targetScore": 200,
         *           "flip7Bonus": 15,
         *           "tieRule": "playOn"
         *         },
         *         "round": 1,
         *         "dealer": 1,
         *         "phase": "play",
         *         "turn": 0,
         *         "awaiting": [
         *           {
         *             "seat": 0,
         *             "kind": "turn"
         *           }
         *         ],
         *         "seats": [
         *           {
         *             "seat": 0,
         *             "status": "active",
         *             "row": [
         *               "9"
         *             ],
         *             "secondChance": false,
         *             "roundScore": 9,
         *             "total": 0,
         *             "flip7": false
         *           },
         *           {
         *             "seat": 1,
         *             "status": "active",
         *             "row": [
         *               "9"
         *             ],
         *             "secondChance": false,
         *             "roundScore": 9,
         *             "total": 0,
         *             "flip7": false
         *           }
         *         ],
         *         "flipThrees": [],
         *         "drawPileCount": 92,
         *         "discard": {
         *           "0": 0,
         *           "1": 0,
         *           "2": 0,
         *           "3": 0,
         *           "4": 0,
         *           "5": 0,
         *           "6": 0,
         *           "7": 0,
         *           "8": 0,
         *           "9": 0,
         *           "10": 0,
         *           "11": 0,
         *           "12": 0,
         *           "+2": 0,
         *           "+4": 0,
         *           "+6": 0,
         *           "+8": 0,
         *           "+10": 0,
         *           "x2": 0,
         *           "FRZ": 0,
         *           "F3": 0,
         *           "SC": 0
         *         },
         *         "lastRoundScores": null,
         *         "winners": null,
         *         "legalMoves": [
         *           {
         *             "type": "hit"
         *           },
         *           {
         *             "type": "stay"
         *           }
         *         ]
         *       },
         *       "outcome": null,
         *       "botPlayed": [],
         *       "fairness": {
         *         "seedCommitment": "0000000000000000000000000000000000000000000000000000000000000000"
         *       },
         *       "legalMoves": [
         *         {
         *           "type": "hit"
         *         },
         *         {
         *           "type": "stay"
         *         }
         *       ]
         *     }
         */
        Flip7Envelope: {
            id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "flip-7";
            /** @enum {string} */
            status: "waiting" | "active" | "finished" | "cancelled";
            version: number;
            seats: components["schemas"]["SeatHolder"][];
            you: number | null;
            awaiting: number[];
            yourTurn: boolean;
            deadline: string | null;
            /** @description the version of your own last move (a move submission, resignation or seat reclaim; not a join); null for a spectator or while you never moved. `GET /games/{id}/events?since=my-last-move` lists what came after it */
            yourLastMoveVersion: number | null;
            options: {
                /**
                 * Target score
                 * @description Points to reach: the game ends after a round in which someone has at least this many, and the highest total wins.
                 * @default 200
                 */
                targetScore: number;
                /**
                 * Flip 7 bonus
                 * @description Bonus points for collecting seven different numbers in one round (a Flip 7, which also ends the round at once).
                 * @default 15
                 */
                flip7Bonus: number;
                /**
                 * Tie rule
                 * @description A tie for the highest total at the end: play on (more rounds until one leads alone, the official rule) or share (all tied players win).
                 * @default playOn
                 * @enum {string}
                 */
                tieRule: "playOn" | "share";
            };
            /** @description what the caller's seat (or a spectator) may see; null before the start */
            view: components["schemas"]["Flip7View"] | null;
            outcome: components["schemas"]["Outcome"] | null;
            /** @description the seats a bot played: bot seats and persons' seats a bot took over (rankings leave them out) */
            botPlayed: number[];
            fairness: components["schemas"]["Fairness"];
            /** @description with ?legal=true on the caller's turn: every legal move that advances the game */
            legalMoves?: components["schemas"]["Flip7Move"][];
            /** @description on a finished game: the rematch created from it (POST /games/{id}/rematch) */
            rematch?: {
                id: string;
            };
            /** @description with `legal=true`, to a seated player of a running game: what resigning would do now, by the game's own rules */
            ifYouResign?: {
                /** @description the game ends with your resignation (a team's loss, or too few players left) */
                endsGame: boolean;
                /** @description when it ends: the seats that then win (none when the team loses together) */
                winners: number[];
                /** @description in a game created with `absent: "bot"`: instead of resigning, after this many timeouts in a row the bot plays your seat until you come back */
                botTakesOverAfter?: number;
            };
            /**
             * @description you are invited to this waiting game (a rematch of one you played) and may join without the code
             * @constant
             */
            invited?: true;
            /** @description to the creator of a waiting game, on any device: the invite code, to send again */
            inviteCode?: string;
        };
        Flip7CreatedGame: {
            id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "flip-7";
            /** @enum {string} */
            status: "waiting" | "active" | "finished" | "cancelled";
            version: number;
            seats: components["schemas"]["SeatHolder"][];
            you: number | null;
            awaiting: number[];
            yourTurn: boolean;
            deadline: string | null;
            /** @description the version of your own last move (a move submission, resignation or seat reclaim; not a join); null for a spectator or while you never moved. `GET /games/{id}/events?since=my-last-move` lists what came after it */
            yourLastMoveVersion: number | null;
            options: {
                /**
                 * Target score
                 * @description Points to reach: the game ends after a round in which someone has at least this many, and the highest total wins.
                 * @default 200
                 */
                targetScore: number;
                /**
                 * Flip 7 bonus
                 * @description Bonus points for collecting seven different numbers in one round (a Flip 7, which also ends the round at once).
                 * @default 15
                 */
                flip7Bonus: number;
                /**
                 * Tie rule
                 * @description A tie for the highest total at the end: play on (more rounds until one leads alone, the official rule) or share (all tied players win).
                 * @default playOn
                 * @enum {string}
                 */
                tieRule: "playOn" | "share";
            };
            /** @description what the caller's seat (or a spectator) may see; null before the start */
            view: components["schemas"]["Flip7View"] | null;
            outcome: components["schemas"]["Outcome"] | null;
            /** @description the seats a bot played: bot seats and persons' seats a bot took over (rankings leave them out) */
            botPlayed: number[];
            fairness: components["schemas"]["Fairness"];
            /** @description with ?legal=true on the caller's turn: every legal move that advances the game */
            legalMoves?: components["schemas"]["Flip7Move"][];
            /** @description on a finished game: the rematch created from it (POST /games/{id}/rematch) */
            rematch?: {
                id: string;
            };
            /** @description with `legal=true`, to a seated player of a running game: what resigning would do now, by the game's own rules */
            ifYouResign?: {
                /** @description the game ends with your resignation (a team's loss, or too few players left) */
                endsGame: boolean;
                /** @description when it ends: the seats that then win (none when the team loses together) */
                winners: number[];
                /** @description in a game created with `absent: "bot"`: instead of resigning, after this many timeouts in a row the bot plays your seat until you come back */
                botTakesOverAfter?: number;
            };
            /**
             * @description you are invited to this waiting game (a rematch of one you played) and may join without the code
             * @constant
             */
            invited?: true;
            /** @description shown once, to the creator; others join with it */
            inviteCode: string;
        };
        AuslageView: {
            you: number | null;
            players: number;
            targetScore: number;
            maxPassages: number;
            passage: number;
            startingSeat: number;
            awaiting: number[];
            active: number | null;
            followDuty: boolean;
            /** @description the middle pile, bottom → top */
            middle: ("R0a" | "R0b" | "R1a" | "R1b" | "R2a" | "R2b" | "R3a" | "R3b" | "R4a" | "R4b" | "R5a" | "R5b" | "Y0a" | "Y0b" | "Y1a" | "Y1b" | "Y2a" | "Y2b" | "Y3a" | "Y3b" | "Y4a" | "Y4b" | "Y5a" | "Y5b" | "G0a" | "G0b" | "G1a" | "G1b" | "G2a" | "G2b" | "G3a" | "G3b" | "G4a" | "G4b" | "G5a" | "G5b" | "B0a" | "B0b" | "B1a" | "B1b" | "B2a" | "B2b" | "B3a" | "B3b" | "B4a" | "B4b" | "B5a" | "B5b" | "P0a" | "P0b" | "P1a" | "P1b" | "P2a" | "P2b" | "P3a" | "P3b" | "P4a" | "P4b" | "P5a" | "P5b" | "J1" | "J2" | "J3" | "J4")[];
            call: (("R" | "Y" | "G" | "B" | "P") | (0 | 1 | 2 | 3 | 4 | 5)) | null;
            drawPileSize: number;
            rebuilds: number;
            seats: {
                seat: number;
                handSize: number;
                /** @description all stacks, bottom → top, covered cards included (R15) */
                display: {
                    R: ("R0a" | "R0b" | "R1a" | "R1b" | "R2a" | "R2b" | "R3a" | "R3b" | "R4a" | "R4b" | "R5a" | "R5b" | "Y0a" | "Y0b" | "Y1a" | "Y1b" | "Y2a" | "Y2b" | "Y3a" | "Y3b" | "Y4a" | "Y4b" | "Y5a" | "Y5b" | "G0a" | "G0b" | "G1a" | "G1b" | "G2a" | "G2b" | "G3a" | "G3b" | "G4a" | "G4b" | "G5a" | "G5b" | "B0a" | "B0b" | "B1a" | "B1b" | "B2a" | "B2b" | "B3a" | "B3b" | "B4a" | "B4b" | "B5a" | "B5b" | "P0a" | "P0b" | "P1a" | "P1b" | "P2a" | "P2b" | "P3a" | "P3b" | "P4a" | "P4b" | "P5a" | "P5b" | "J1" | "J2" | "J3" | "J4")[];
                    Y: ("R0a" | "R0b" | "R1a" | "R1b" | "R2a" | "R2b" | "R3a" | "R3b" | "R4a" | "R4b" | "R5a" | "R5b" | "Y0a" | "Y0b" | "Y1a" | "Y1b" | "Y2a" | "Y2b" | "Y3a" | "Y3b" | "Y4a" | "Y4b" | "Y5a" | "Y5b" | "G0a" | "G0b" | "G1a" | "G1b" | "G2a" | "G2b" | "G3a" | "G3b" | "G4a" | "G4b" | "G5a" | "G5b" | "B0a" | "B0b" | "B1a" | "B1b" | "B2a" | "B2b" | "B3a" | "B3b" | "B4a" | "B4b" | "B5a" | "B5b" | "P0a" | "P0b" | "P1a" | "P1b" | "P2a" | "P2b" | "P3a" | "P3b" | "P4a" | "P4b" | "P5a" | "P5b" | "J1" | "J2" | "J3" | "J4")[];
                    G: ("R0a" | "R0b" | "R1a" | "R1b" | "R2a" | "R2b" | "R3a" | "R3b" | "R4a" | "R4b" | "R5a" | "R5b" | "Y0a" | "Y0b" | "Y1a" | "Y1b" | "Y2a" | "Y2b" | "Y3a" | "Y3b" | "Y4a" | "Y4b" | "Y5a" | "Y5b" | "G0a" | "G0b" | "G1a" | "G1b" | "G2a" | "G2b" | "G3a" | "G3b" | "G4a" | "G4b" | "G5a" | "G5b" | "B0a" | "B0b" | "B1a" | "B1b" | "B2a" | "B2b" | "B3a" | "B3b" | "B4a" | "B4b" | "B5a" | "B5b" | "P0a" | "P0b" | "P1a" | "P1b" | "P2a" | "P2b" | "P3a" | "P3b" | "P4a" | "P4b" | "P5a" | "P5b" | "J1" | "J2" | "J3" | "J4")[];
                    B: ("R0a" | "R0b" | "R1a" | "R1b" | "R2a" | "R2b" | "R3a" | "R3b" | "R4a" | "R4b" | "R5a" | "R5b" | "Y0a" | "Y0b" | "Y1a" | "Y1b" | "Y2a" | "Y2b" | "Y3a" | "Y3b" | "Y4a" | "Y4b" | "Y5a" | "Y5b" | "G0a" | "G0b" | "G1a" | "G1b" | "G2a" | "G2b" | "G3a" | "G3b" | "G4a" | "G4b" | "G5a" | "G5b" | "B0a" | "B0b" | "B1a" | "B1b" | "B2a" | "B2b" | "B3a" | "B3b" | "B4a" | "B4b" | "B5a" | "B5b" | "P0a" | "P0b" | "P1a" | "P1b" | "P2a" | "P2b" | "P3a" | "P3b" | "P4a" | "P4b" | "P5a" | "P5b" | "J1" | "J2" | "J3" | "J4")[];
                    P: ("R0a" | "R0b" | "R1a" | "R1b" | "R2a" | "R2b" | "R3a" | "R3b" | "R4a" | "R4b" | "R5a" | "R5b" | "Y0a" | "Y0b" | "Y1a" | "Y1b" | "Y2a" | "Y2b" | "Y3a" | "Y3b" | "Y4a" | "Y4b" | "Y5a" | "Y5b" | "G0a" | "G0b" | "G1a" | "G1b" | "G2a" | "G2b" | "G3a" | "G3b" | "G4a" | "G4b" | "G5a" | "G5b" | "B0a" | "B0b" | "B1a" | "B1b" | "B2a" | "B2b" | "B3a" | "B3b" | "B4a" | "B4b" | "B5a" | "B5b" | "P0a" | "P0b" | "P1a" | "P1b" | "P2a" | "P2b" | "P3a" | "P3b" | "P4a" | "P4b" | "P5a" | "P5b" | "J1" | "J2" | "J3" | "J4")[];
                };
                displayPoints: number;
                total: number;
                resigned: boolean;
            }[];
            passageScores: number[][];
            lastPassage: {
                passage: number;
                /** @enum {string} */
                reason: "handEmpty" | "drawExhausted";
                endingSeat: number;
                hands: ("R0a" | "R0b" | "R1a" | "R1b" | "R2a" | "R2b" | "R3a" | "R3b" | "R4a" | "R4b" | "R5a" | "R5b" | "Y0a" | "Y0b" | "Y1a" | "Y1b" | "Y2a" | "Y2b" | "Y3a" | "Y3b" | "Y4a" | "Y4b" | "Y5a" | "Y5b" | "G0a" | "G0b" | "G1a" | "G1b" | "G2a" | "G2b" | "G3a" | "G3b" | "G4a" | "G4b" | "G5a" | "G5b" | "B0a" | "B0b" | "B1a" | "B1b" | "B2a" | "B2b" | "B3a" | "B3b" | "B4a" | "B4b" | "B5a" | "B5b" | "P0a" | "P0b" | "P1a" | "P1b" | "P2a" | "P2b" | "P3a" | "P3b" | "P4a" | "P4b" | "P5a" | "P5b" | "J1" | "J2" | "J3" | "J4")[][];
                displays: {
                    R: ("R0a" | "R0b" | "R1a" | "R1b" | "R2a" | "R2b" | "R3a" | "R3b" | "R4a" | "R4b" | "R5a" | "R5b" | "Y0a" | "Y0b" | "Y1a" | "Y1b" | "Y2a" | "Y2b" | "Y3a" | "Y3b" | "Y4a" | "Y4b" | "Y5a" | "Y5b" | "G0a" | "G0b" | "G1a" | "G1b" | "G2a" | "G2b" | "G3a" | "G3b" | "G4a" | "G4b" | "G5a" | "G5b" | "B0a" | "B0b" | "B1a" | "B1b" | "B2a" | "B2b" | "B3a" | "B3b" | "B4a" | "B4b" | "B5a" | "B5b" | "P0a" | "P0b" | "P1a" | "P1b" | "P2a" | "P2b" | "P3a" | "P3b" | "P4a" | "P4b" | "P5a" | "P5b" | "J1" | "J2" | "J3" | "J4")[];
                    Y: ("R0a" | "R0b" | "R1a" | "R1b" | "R2a" | "R2b" | "R3a" | "R3b" | "R4a" | "R4b" | "R5a" | "R5b" | "Y0a" | "Y0b" | "Y1a" | "Y1b" | "Y2a" | "Y2b" | "Y3a" | "Y3b" | "Y4a" | "Y4b" | "Y5a" | "Y5b" | "G0a" | "G0b" | "G1a" | "G1b" | "G2a" | "G2b" | "G3a" | "G3b" | "G4a" | "G4b" | "G5a" | "G5b" | "B0a" | "B0b" | "B1a" | "B1b" | "B2a" | "B2b" | "B3a" | "B3b" | "B4a" | "B4b" | "B5a" | "B5b" | "P0a" | "P0b" | "P1a" | "P1b" | "P2a" | "P2b" | "P3a" | "P3b" | "P4a" | "P4b" | "P5a" | "P5b" | "J1" | "J2" | "J3" | "J4")[];
                    G: ("R0a" | "R0b" | "R1a" | "R1b" | "R2a" | "R2b" | "R3a" | "R3b" | "R4a" | "R4b" | "R5a" | "R5b" | "Y0a" | "Y0b" | "Y1a" | "Y1b" | "Y2a" | "Y2b" | "Y3a" | "Y3b" | "Y4a" | "Y4b" | "Y5a" | "Y5b" | "G0a" | "G0b" | "G1a" | "G1b" | "G2a" | "G2b" | "G3a" | "G3b" | "G4a" | "G4b" | "G5a" | "G5b" | "B0a" | "B0b" | "B1a" | "B1b" | "B2a" | "B2b" | "B3a" | "B3b" | "B4a" | "B4b" | "B5a" | "B5b" | "P0a" | "P0b" | "P1a" | "P1b" | "P2a" | "P2b" | "P3a" | "P3b" | "P4a" | "P4b" | "P5a" | "P5b" | "J1" | "J2" | "J3" | "J4")[];
                    B: ("R0a" | "R0b" | "R1a" | "R1b" | "R2a" | "R2b" | "R3a" | "R3b" | "R4a" | "R4b" | "R5a" | "R5b" | "Y0a" | "Y0b" | "Y1a" | "Y1b" | "Y2a" | "Y2b" | "Y3a" | "Y3b" | "Y4a" | "Y4b" | "Y5a" | "Y5b" | "G0a" | "G0b" | "G1a" | "G1b" | "G2a" | "G2b" | "G3a" | "G3b" | "G4a" | "G4b" | "G5a" | "G5b" | "B0a" | "B0b" | "B1a" | "B1b" | "B2a" | "B2b" | "B3a" | "B3b" | "B4a" | "B4b" | "B5a" | "B5b" | "P0a" | "P0b" | "P1a" | "P1b" | "P2a" | "P2b" | "P3a" | "P3b" | "P4a" | "P4b" | "P5a" | "P5b" | "J1" | "J2" | "J3" | "J4")[];
                    P: ("R0a" | "R0b" | "R1a" | "R1b" | "R2a" | "R2b" | "R3a" | "R3b" | "R4a" | "R4b" | "R5a" | "R5b" | "Y0a" | "Y0b" | "Y1a" | "Y1b" | "Y2a" | "Y2b" | "Y3a" | "Y3b" | "Y4a" | "Y4b" | "Y5a" | "Y5b" | "G0a" | "G0b" | "G1a" | "G1b" | "G2a" | "G2b" | "G3a" | "G3b" | "G4a" | "G4b" | "G5a" | "G5b" | "B0a" | "B0b" | "B1a" | "B1b" | "B2a" | "B2b" | "B3a" | "B3b" | "B4a" | "B4b" | "B5a" | "B5b" | "P0a" | "P0b" | "P1a" | "P1b" | "P2a" | "P2b" | "P3a" | "P3b" | "P4a" | "P4b" | "P5a" | "P5b" | "J1" | "J2" | "J3" | "J4")[];
                }[];
                displayPoints: number[];
                handPoints: number[];
                scores: number[];
                totals: number[];
            } | null;
            result: {
                /** @enum {string} */
                reason: "completed" | "resigned";
                winners: number[];
                /** @description seats from first to last */
                ranking: number[];
                /** @description place per seat (1 = first); tied seats share a place */
                places: number[];
            } | null;
            /** @description seats only: the viewer's own hand, canonical order */
            hand?: ("R0a" | "R0b" | "R1a" | "R1b" | "R2a" | "R2b" | "R3a" | "R3b" | "R4a" | "R4b" | "R5a" | "R5b" | "Y0a" | "Y0b" | "Y1a" | "Y1b" | "Y2a" | "Y2b" | "Y3a" | "Y3b" | "Y4a" | "Y4b" | "Y5a" | "Y5b" | "G0a" | "G0b" | "G1a" | "G1b" | "G2a" | "G2b" | "G3a" | "G3b" | "G4a" | "G4b" | "G5a" | "G5b" | "B0a" | "B0b" | "B1a" | "B1b" | "B2a" | "B2b" | "B3a" | "B3b" | "B4a" | "B4b" | "B5a" | "B5b" | "P0a" | "P0b" | "P1a" | "P1b" | "P2a" | "P2b" | "P3a" | "P3b" | "P4a" | "P4b" | "P5a" | "P5b" | "J1" | "J2" | "J3" | "J4")[];
            /** @description the awaited seat's cards it may play (hand or display tops) */
            playable?: ("R0a" | "R0b" | "R1a" | "R1b" | "R2a" | "R2b" | "R3a" | "R3b" | "R4a" | "R4b" | "R5a" | "R5b" | "Y0a" | "Y0b" | "Y1a" | "Y1b" | "Y2a" | "Y2b" | "Y3a" | "Y3b" | "Y4a" | "Y4b" | "Y5a" | "Y5b" | "G0a" | "G0b" | "G1a" | "G1b" | "G2a" | "G2b" | "G3a" | "G3b" | "G4a" | "G4b" | "G5a" | "G5b" | "B0a" | "B0b" | "B1a" | "B1b" | "B2a" | "B2b" | "B3a" | "B3b" | "B4a" | "B4b" | "B5a" | "B5b" | "P0a" | "P0b" | "P1a" | "P1b" | "P2a" | "P2b" | "P3a" | "P3b" | "P4a" | "P4b" | "P5a" | "P5b" | "J1" | "J2" | "J3" | "J4")[];
            /** @description the awaited seat's cards it may display */
            displayable?: ("R0a" | "R0b" | "R1a" | "R1b" | "R2a" | "R2b" | "R3a" | "R3b" | "R4a" | "R4b" | "R5a" | "R5b" | "Y0a" | "Y0b" | "Y1a" | "Y1b" | "Y2a" | "Y2b" | "Y3a" | "Y3b" | "Y4a" | "Y4b" | "Y5a" | "Y5b" | "G0a" | "G0b" | "G1a" | "G1b" | "G2a" | "G2b" | "G3a" | "G3b" | "G4a" | "G4b" | "G5a" | "G5b" | "B0a" | "B0b" | "B1a" | "B1b" | "B2a" | "B2b" | "B3a" | "B3b" | "B4a" | "B4b" | "B5a" | "B5b" | "P0a" | "P0b" | "P1a" | "P1b" | "P2a" | "P2b" | "P3a" | "P3b" | "P4a" | "P4b" | "P5a" | "P5b" | "J1" | "J2" | "J3" | "J4")[];
        };
        /**
         * @example {
         *       "id": "abcdefghijklmnop",
         *       "type": "auslage",
         *       "status": "active",
         *       "version": 1,
         *       "seats": [
         *         {
         *           "seat": 0,
         *           "playerId": "qrstuvwxyz234567",
         *           "name": "Ada"
         *         },
         *         {
         *           "seat": 1,
         *           "playerId": null,
         *           "name": "Bot (basic)",
         *           "bot": {
         *             "level": "basic"
         *           }
         *         }
         *       ],
         *       "you": 0,
         *       "awaiting": [
         *         0
         *       ],
         *       "yourTurn": true,
         *       "deadline": null,
         *       "yourLastMoveVersion": null,
         *       "options": {
         *         "targetScore": 50,
         *         "maxPassages": 30
         *       },
         *       "view": {
         *         "you": 0,
         *         "players": 2,
         *         "targetScore": 50,
         *         "maxPassages": 30,
         *         "passage": 1,
         *         "startingSeat": 0,
         *         "awaiting": [
         *           0
         *         ],
         *         "active": 0,
         *         "followDuty": false,
         *         "middle": [
         *           "P2b"
         *         ],
         *         "call": null,
         *         "drawPileSize": 53,
         *         "rebuilds": 0,
         *         "seats": [
         *           {
         *             "seat": 0,
         *             "handSize": 5,
         *             "display": {
         *               "R": [],
         *               "Y": [],
         *               "G": [],
         *               "B": [],
         *               "P": []
         *             },
         *             "displayPoints": 0,
         *             "total": 0,
         *             "resigned": false
         *           },
         *           {
         *             "seat": 1,
         *             "handSize": 5,
         *             "display": {
         *               "R": [],
         *               "Y": [],
         *               "G": [],
         *               "B": [],
         *               "P": []
         *             },
         *             "displayPoints": 0,
         *             "total": 0,
         *             "resigned": false
         *           }
         *         ],
         *         "passageScores": [],
         *         "lastPassage": null,
         *         "result": null,
         *         "hand": [
         *           "Y3b",
         *           "G1a",
         *           "G5a",
         *           "B3b",
         *           "J4"
         *         ],
         *         "playable": [
         *           "J4"
         *         ],
         *         "displayable": [
         *           "Y3b",
         *           "G1a",
         *           "G5a",
         *           "B3b"
         *         ]
         *       },
         *       "outcome": null,
         *       "botPlayed": [],
         *       "fairness": {
         *         "seedCommitment": "0000000000000000000000000000000000000000000000000000000000000000"
         *       },
         *       "legalMoves": [
         *         {
         *           "type": "display",
         *           "card": "Y3b"
         *         },
         *         {
         *           "type": "display",
         *           "card": "G1a"
         *         },
         *         {
         *           "type": "display",
         *           "card": "G5a"
         *         }
         *       ]
         *     }
         */
        AuslageEnvelope: {
            id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "auslage";
            /** @enum {string} */
            status: "waiting" | "active" | "finished" | "cancelled";
            version: number;
            seats: components["schemas"]["SeatHolder"][];
            you: number | null;
            awaiting: number[];
            yourTurn: boolean;
            deadline: string | null;
            /** @description the version of your own last move (a move submission, resignation or seat reclaim; not a join); null for a spectator or while you never moved. `GET /games/{id}/events?since=my-last-move` lists what came after it */
            yourLastMoveVersion: number | null;
            options: {
                /**
                 * Target score
                 * @description Points to play to: the game ends after the passage in which someone reaches this total, and the highest total wins.
                 * @default 50
                 */
                targetScore: number;
                /**
                 * Most passages
                 * @description The game ends after this many passages (deals) at the latest, even if nobody has reached the points to play to.
                 * @default 30
                 */
                maxPassages: number;
            };
            /** @description what the caller's seat (or a spectator) may see; null before the start */
            view: components["schemas"]["AuslageView"] | null;
            outcome: components["schemas"]["Outcome"] | null;
            /** @description the seats a bot played: bot seats and persons' seats a bot took over (rankings leave them out) */
            botPlayed: number[];
            fairness: components["schemas"]["Fairness"];
            /** @description with ?legal=true on the caller's turn: every legal move that advances the game */
            legalMoves?: components["schemas"]["AuslageMove"][];
            /** @description on a finished game: the rematch created from it (POST /games/{id}/rematch) */
            rematch?: {
                id: string;
            };
            /** @description with `legal=true`, to a seated player of a running game: what resigning would do now, by the game's own rules */
            ifYouResign?: {
                /** @description the game ends with your resignation (a team's loss, or too few players left) */
                endsGame: boolean;
                /** @description when it ends: the seats that then win (none when the team loses together) */
                winners: number[];
                /** @description in a game created with `absent: "bot"`: instead of resigning, after this many timeouts in a row the bot plays your seat until you come back */
                botTakesOverAfter?: number;
            };
            /**
             * @description you are invited to this waiting game (a rematch of one you played) and may join without the code
             * @constant
             */
            invited?: true;
            /** @description to the creator of a waiting game, on any device: the invite code, to send again */
            inviteCode?: string;
        };
        AuslageCreatedGame: {
            id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "auslage";
            /** @enum {string} */
            status: "waiting" | "active" | "finished" | "cancelled";
            version: number;
            seats: components["schemas"]["SeatHolder"][];
            you: number | null;
            awaiting: number[];
            yourTurn: boolean;
            deadline: string | null;
            /** @description the version of your own last move (a move submission, resignation or seat reclaim; not a join); null for a spectator or while you never moved. `GET /games/{id}/events?since=my-last-move` lists what came after it */
            yourLastMoveVersion: number | null;
            options: {
                /**
                 * Target score
                 * @description Points to play to: the game ends after the passage in which someone reaches this total, and the highest total wins.
                 * @default 50
                 */
                targetScore: number;
                /**
                 * Most passages
                 * @description The game ends after this many passages (deals) at the latest, even if nobody has reached the points to play to.
                 * @default 30
                 */
                maxPassages: number;
            };
            /** @description what the caller's seat (or a spectator) may see; null before the start */
            view: components["schemas"]["AuslageView"] | null;
            outcome: components["schemas"]["Outcome"] | null;
            /** @description the seats a bot played: bot seats and persons' seats a bot took over (rankings leave them out) */
            botPlayed: number[];
            fairness: components["schemas"]["Fairness"];
            /** @description with ?legal=true on the caller's turn: every legal move that advances the game */
            legalMoves?: components["schemas"]["AuslageMove"][];
            /** @description on a finished game: the rematch created from it (POST /games/{id}/rematch) */
            rematch?: {
                id: string;
            };
            /** @description with `legal=true`, to a seated player of a running game: what resigning would do now, by the game's own rules */
            ifYouResign?: {
                /** @description the game ends with your resignation (a team's loss, or too few players left) */
                endsGame: boolean;
                /** @description when it ends: the seats that then win (none when the team loses together) */
                winners: number[];
                /** @description in a game created with `absent: "bot"`: instead of resigning, after this many timeouts in a row the bot plays your seat until you come back */
                botTakesOverAfter?: number;
            };
            /**
             * @description you are invited to this waiting game (a rematch of one you played) and may join without the code
             * @constant
             */
            invited?: true;
            /** @description shown once, to the creator; others join with it */
            inviteCode: string;
        };
        ReihenView: {
            /** @enum {string} */
            mode: "competitive" | "cooperative" | "solo";
            players: number;
            useCharacters: boolean;
            you: number | null;
            /** @description the slots; null for an empty one */
            rows: ({
                cards: string[];
                value: number;
            }[] | null)[];
            /** @description only cards that characters removed, bottom first (R10) */
            discard: string[];
            /** @description each completed row's cards, in the order completed (R10) */
            completedRows: string[][];
            boxed: number;
            cast: ("builder" | "mason" | "acrobat" | "chameleon" | "mathematician" | "carpenter" | "wrecker" | "undertaker" | "twins" | "sweeper" | "miller" | "archivist" | "scavenger" | "quartermaster" | "seer" | "trader" | "gambler" | "courier" | "smuggler" | "sprinter")[] | null;
            removedCharacters: number;
            seats: {
                seat: number;
                handCount: number;
                pileCount: number;
                stackCount: number;
                /** @description the face-up person (the top of the stack), if any */
                faceUp: ("builder" | "mason" | "acrobat" | "chameleon" | "mathematician" | "carpenter" | "wrecker" | "undertaker" | "twins" | "sweeper" | "miller" | "archivist" | "scavenger" | "quartermaster" | "seer" | "trader" | "gambler" | "courier" | "smuggler" | "sprinter") | null;
                /** @enum {string} */
                status: "playing" | "finished" | "resigned";
                markers: number[];
            }[];
            turn: {
                seat: number;
                bonus: boolean;
                characterUsed: boolean;
                rebuilds: number;
                progress: number;
                sprinter: boolean;
                /** @description the pending choice as it is public: never the Seer's shown cards */
                pending: ({
                    /** @constant */
                    kind: "seer";
                } | {
                    /** @constant */
                    kind: "smuggler";
                    target: number;
                }) | null;
            };
            deadStreak: number;
            stallLimit: number | null;
            exchangesLeft: number | null;
            rowsCompleted: number;
            /** @description own hand, canonical order (a seat only) */
            hand: string[] | null;
            /** @description the pending choice's content, for the active seat only */
            choice: ({
                /** @constant */
                kind: "seer";
                cards: string[];
            } | {
                /** @constant */
                kind: "smuggler";
                target: number;
                targetHand: string[];
            }) | null;
            result: ({
                /** @constant */
                mode: "competitive";
                /** @enum {string} */
                reason: "finished" | "stalled" | "resigned";
                winners: number[];
                standings: {
                    seat: number;
                    rank: number;
                    held: number;
                }[];
                scores: number[];
            } | {
                /** @constant */
                mode: "cooperative";
                /** @enum {string} */
                outcome: "won" | "lost";
                /** @enum {string} */
                reason: "allFinished" | "stalled" | "resigned";
                cardsLeft: number;
            } | {
                /** @constant */
                mode: "solo";
                /** @enum {string} */
                reason: "cleared" | "stuck" | "stopped";
                score: number;
            }) | null;
            /** @description every hand and pile, once the game is over */
            revealed: {
                hands: string[][];
                piles: string[][];
            } | null;
        };
        /**
         * @example {
         *       "id": "abcdefghijklmnop",
         *       "type": "reihen",
         *       "status": "active",
         *       "version": 1,
         *       "seats": [
         *         {
         *           "seat": 0,
         *           "playerId": "qrstuvwxyz234567",
         *           "name": "Ada"
         *         }
         *       ],
         *       "you": 0,
         *       "awaiting": [
         *         0
         *       ],
         *       "yourTurn": true,
         *       "deadline": null,
         *       "yourLastMoveVersion": null,
         *       "options": {
         *         "useCharacters": false,
         *         "cast": null,
         *         "stallRounds": 2,
         *         "soloExchanges": 5
         *       },
         *       "view": {
         *         "mode": "solo",
         *         "players": 1,
         *         "useCharacters": false,
         *         "you": 0,
         *         "rows": [
         *           [
         *             {
         *               "cards": [
         *                 "8d"
         *               ],
         *               "value": 8
         *             }
         *           ],
         *           [
         *             {
         *               "cards": [
         *                 "7c"
         *               ],
         *               "value": 7
         *             }
         *           ],
         *           [
         *             {
         *               "cards": [
         *                 "10h"
         *               ],
         *               "value": 10
         *             }
         *           ],
         *           [
         *             {
         *               "cards": [
         *                 "12b"
         *               ],
         *               "value": 12
         *             }
         *           ],
         *           [
         *             {
         *               "cards": [
         *                 "13b"
         *               ],
         *               "value": 13
         *             }
         *           ],
         *           [
         *             {
         *               "cards": [
         *                 "13d"
         *               ],
         *               "value": 13
         *             }
         *           ]
         *         ],
         *         "discard": [],
         *         "completedRows": [],
         *         "boxed": 0,
         *         "cast": null,
         *         "removedCharacters": 0,
         *         "seats": [
         *           {
         *             "seat": 0,
         *             "handCount": 6,
         *             "pileCount": 92,
         *             "stackCount": 0,
         *             "faceUp": null,
         *             "status": "playing",
         *             "markers": []
         *           }
         *         ],
         *         "turn": {
         *           "seat": 0,
         *           "bonus": false,
         *           "characterUsed": false,
         *           "rebuilds": 0,
         *           "progress": 0,
         *           "sprinter": false,
         *           "pending": null
         *         },
         *         "deadStreak": 0,
         *         "stallLimit": null,
         *         "exchangesLeft": 5,
         *         "rowsCompleted": 0,
         *         "hand": [
         *           "4h",
         *           "6b",
         *           "6h",
         *           "8e",
         *           "9d",
         *           "11c"
         *         ],
         *         "choice": null,
         *         "result": null,
         *         "revealed": null
         *       },
         *       "outcome": null,
         *       "botPlayed": [],
         *       "fairness": {
         *         "seedCommitment": "0000000000000000000000000000000000000000000000000000000000000000"
         *       },
         *       "legalMoves": [
         *         {
         *           "type": "play",
         *           "card": "11c",
         *           "row": 2
         *         },
         *         {
         *           "type": "play",
         *           "card": "8e",
         *           "row": 1
         *         },
         *         {
         *           "type": "play",
         *           "card": "9d",
         *           "row": 0
         *         }
         *       ]
         *     }
         */
        ReihenEnvelope: {
            id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "reihen";
            /** @enum {string} */
            status: "waiting" | "active" | "finished" | "cancelled";
            version: number;
            seats: components["schemas"]["SeatHolder"][];
            you: number | null;
            awaiting: number[];
            yourTurn: boolean;
            deadline: string | null;
            /** @description the version of your own last move (a move submission, resignation or seat reclaim; not a join); null for a spectator or while you never moved. `GET /games/{id}/events?since=my-last-move` lists what came after it */
            yourLastMoveVersion: number | null;
            options: {
                /**
                 * Mode
                 * @description Competitive: the first to shed all own cards wins. Cooperative: the team wins when everyone has. Solo (1 player): a solitaire for points. Default: solo for 1 player, else competitive.
                 * @enum {string}
                 */
                mode?: "competitive" | "cooperative" | "solo";
                /**
                 * Play with characters
                 * @description Play with the 10 character cards, each a person who bends one rule once per turn (the full game; a first game is better without).
                 * @default false
                 */
                useCharacters: boolean;
                /**
                 * Characters in play
                 * @description With characters: the 10 persons on the cards (not the Courier or Smuggler in solo). None chosen: drawn at random.
                 * @default null
                 */
                cast: ("builder" | "mason" | "acrobat" | "chameleon" | "mathematician" | "carpenter" | "wrecker" | "undertaker" | "twins" | "sweeper" | "miller" | "archivist" | "scavenger" | "quartermaster" | "seer" | "trader" | "gambler" | "courier" | "smuggler" | "sprinter")[] | null;
                /**
                 * Rounds without a card before the game stops
                 * @description Competitive and cooperative: the game stops after this many full rounds in a row in which nobody placed a card (1 is strict).
                 * @default 2
                 */
                stallRounds: number;
                /**
                 * Solo turns without placing a card
                 * @description Solo: how many turns without placing a card you may take; the next one ends the game.
                 * @default 5
                 */
                soloExchanges: number;
            };
            /** @description what the caller's seat (or a spectator) may see; null before the start */
            view: components["schemas"]["ReihenView"] | null;
            outcome: components["schemas"]["Outcome"] | null;
            /** @description the seats a bot played: bot seats and persons' seats a bot took over (rankings leave them out) */
            botPlayed: number[];
            fairness: components["schemas"]["Fairness"];
            /** @description with ?legal=true on the caller's turn: every legal move that advances the game */
            legalMoves?: components["schemas"]["ReihenMove"][];
            /** @description on a finished game: the rematch created from it (POST /games/{id}/rematch) */
            rematch?: {
                id: string;
            };
            /** @description with `legal=true`, to a seated player of a running game: what resigning would do now, by the game's own rules */
            ifYouResign?: {
                /** @description the game ends with your resignation (a team's loss, or too few players left) */
                endsGame: boolean;
                /** @description when it ends: the seats that then win (none when the team loses together) */
                winners: number[];
                /** @description in a game created with `absent: "bot"`: instead of resigning, after this many timeouts in a row the bot plays your seat until you come back */
                botTakesOverAfter?: number;
            };
            /**
             * @description you are invited to this waiting game (a rematch of one you played) and may join without the code
             * @constant
             */
            invited?: true;
            /** @description to the creator of a waiting game, on any device: the invite code, to send again */
            inviteCode?: string;
        };
        ReihenCreatedGame: {
            id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "reihen";
            /** @enum {string} */
            status: "waiting" | "active" | "finished" | "cancelled";
            version: number;
            seats: components["schemas"]["SeatHolder"][];
            you: number | null;
            awaiting: number[];
            yourTurn: boolean;
            deadline: string | null;
            /** @description the version of your own last move (a move submission, resignation or seat reclaim; not a join); null for a spectator or while you never moved. `GET /games/{id}/events?since=my-last-move` lists what came after it */
            yourLastMoveVersion: number | null;
            options: {
                /**
                 * Mode
                 * @description Competitive: the first to shed all own cards wins. Cooperative: the team wins when everyone has. Solo (1 player): a solitaire for points. Default: solo for 1 player, else competitive.
                 * @enum {string}
                 */
                mode?: "competitive" | "cooperative" | "solo";
                /**
                 * Play with characters
                 * @description Play with the 10 character cards, each a person who bends one rule once per turn (the full game; a first game is better without).
                 * @default false
                 */
                useCharacters: boolean;
                /**
                 * Characters in play
                 * @description With characters: the 10 persons on the cards (not the Courier or Smuggler in solo). None chosen: drawn at random.
                 * @default null
                 */
                cast: ("builder" | "mason" | "acrobat" | "chameleon" | "mathematician" | "carpenter" | "wrecker" | "undertaker" | "twins" | "sweeper" | "miller" | "archivist" | "scavenger" | "quartermaster" | "seer" | "trader" | "gambler" | "courier" | "smuggler" | "sprinter")[] | null;
                /**
                 * Rounds without a card before the game stops
                 * @description Competitive and cooperative: the game stops after this many full rounds in a row in which nobody placed a card (1 is strict).
                 * @default 2
                 */
                stallRounds: number;
                /**
                 * Solo turns without placing a card
                 * @description Solo: how many turns without placing a card you may take; the next one ends the game.
                 * @default 5
                 */
                soloExchanges: number;
            };
            /** @description what the caller's seat (or a spectator) may see; null before the start */
            view: components["schemas"]["ReihenView"] | null;
            outcome: components["schemas"]["Outcome"] | null;
            /** @description the seats a bot played: bot seats and persons' seats a bot took over (rankings leave them out) */
            botPlayed: number[];
            fairness: components["schemas"]["Fairness"];
            /** @description with ?legal=true on the caller's turn: every legal move that advances the game */
            legalMoves?: components["schemas"]["ReihenMove"][];
            /** @description on a finished game: the rematch created from it (POST /games/{id}/rematch) */
            rematch?: {
                id: string;
            };
            /** @description with `legal=true`, to a seated player of a running game: what resigning would do now, by the game's own rules */
            ifYouResign?: {
                /** @description the game ends with your resignation (a team's loss, or too few players left) */
                endsGame: boolean;
                /** @description when it ends: the seats that then win (none when the team loses together) */
                winners: number[];
                /** @description in a game created with `absent: "bot"`: instead of resigning, after this many timeouts in a row the bot plays your seat until you come back */
                botTakesOverAfter?: number;
            };
            /**
             * @description you are invited to this waiting game (a rematch of one you played) and may join without the code
             * @constant
             */
            invited?: true;
            /** @description shown once, to the creator; others join with it */
            inviteCode: string;
        };
        DownhillView: {
            you: number | null;
            round: number;
            rounds: number;
            /** @enum {string} */
            scoring: "points" | "matchsticks";
            dealer: number;
            opener: number;
            active: number | null;
            continuation: ("sweep" | "minusTwo") | null;
            turn: number;
            /** @description bottom card first */
            pile: string[];
            limit: number | null;
            removed: string[];
            setAsideCount: number;
            passed: number[];
            seats: {
                seat: number;
                /** @description the viewer's own seat only */
                hand?: string[];
                handCount: number;
                /** @description four slots; null = empty */
                faceUp: (string | null)[];
                /** @description four slots: occupied or not, never the card */
                faceDown: boolean[];
                cardsLeft: number;
                tableOpen: boolean;
                skipNext: boolean;
                resigned: boolean;
                total: number;
                roundScores: number[];
                roundsWon: number;
                matchsticks: number;
            }[];
            lastRound: {
                round: number;
                winner: number | null;
                /** @enum {string} */
                reason: "wentOut" | "minusTwoReveal" | "allPassed" | "turnLimit";
                /** @description every seat's left-over cards: hand, face-up, face-down */
                remaining: string[][];
                roundScores: number[];
            } | null;
            standings: {
                seat: number;
                rank: number;
                score: number;
            }[] | null;
        };
        /**
         * @example {
         *       "id": "abcdefghijklmnop",
         *       "type": "downhill",
         *       "status": "active",
         *       "version": 1,
         *       "seats": [
         *         {
         *           "seat": 0,
         *           "playerId": "qrstuvwxyz234567",
         *           "name": "Ada"
         *         },
         *         {
         *           "seat": 1,
         *           "playerId": null,
         *           "name": "Bot (basic)",
         *           "bot": {
         *             "level": "basic"
         *           }
         *         }
         *       ],
         *       "you": 0,
         *       "awaiting": [
         *         0
         *       ],
         *       "yourTurn": true,
         *       "deadline": null,
         *       "yourLastMoveVersion": null,
         *       "options": {
         *         "scoring": "points"
         *       },
         *       "view": {
         *         "you": 0,
         *         "round": 1,
         *         "rounds": 2,
         *         "scoring": "points",
         *         "dealer": 1,
         *         "opener": 0,
         *         "active": 0,
         *         "continuation": null,
         *         "turn": 0,
         *         "pile": [],
         *         "limit": null,
         *         "removed": [],
         *         "setAsideCount": 46,
         *         "passed": [],
         *         "seats": [
         *           {
         *             "seat": 0,
         *             "hand": [
         *               "7e",
         *               "10e",
         *               "10c",
         *               "6c",
         *               "1e"
         *             ],
         *             "handCount": 5,
         *             "faceUp": [
         *               "11d",
         *               "12b",
         *               "swe",
         *               "4b"
         *             ],
         *             "faceDown": [
         *               true,
         *               true,
         *               true,
         *               true
         *             ],
         *             "cardsLeft": 13,
         *             "tableOpen": false,
         *             "skipNext": false,
         *             "resigned": false,
         *             "total": 0,
         *             "roundScores": [],
         *             "roundsWon": 0,
         *             "matchsticks": 0
         *           },
         *           {
         *             "seat": 1,
         *             "handCount": 5,
         *             "faceUp": [
         *               "7b",
         *               "4e",
         *               "6b",
         *               "8b"
         *             ],
         *             "faceDown": [
         *               true,
         *               true,
         *               true,
         *               true
         *             ],
         *             "cardsLeft": 13,
         *             "tableOpen": false,
         *             "skipNext": false,
         *             "resigned": false,
         *             "total": 0,
         *             "roundScores": [],
         *             "roundsWon": 0,
         *             "matchsticks": 0
         *           }
         *         ],
         *         "lastRound": null,
         *         "standings": null
         *       },
         *       "outcome": null,
         *       "botPlayed": [],
         *       "fairness": {
         *         "seedCommitment": "0000000000000000000000000000000000000000000000000000000000000000"
         *       },
         *       "legalMoves": [
         *         {
         *           "type": "play",
         *           "from": "hand",
         *           "cards": [
         *             "1e"
         *           ]
         *         },
         *         {
         *           "type": "play",
         *           "from": "hand",
         *           "cards": [
         *             "6c"
         *           ]
         *         },
         *         {
         *           "type": "play",
         *           "from": "hand",
         *           "cards": [
         *             "7e"
         *           ]
         *         }
         *       ]
         *     }
         */
        DownhillEnvelope: {
            id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "downhill";
            /** @enum {string} */
            status: "waiting" | "active" | "finished" | "cancelled";
            version: number;
            seats: components["schemas"]["SeatHolder"][];
            you: number | null;
            awaiting: number[];
            yourTurn: boolean;
            deadline: string | null;
            /** @description the version of your own last move (a move submission, resignation or seat reclaim; not a join); null for a spectator or while you never moved. `GET /games/{id}/events?since=my-last-move` lists what came after it */
            yourLastMoveVersion: number | null;
            options: {
                /**
                 * Rounds
                 * @description How many rounds (deals), 1–20. Left empty: one per player, so everyone opens once.
                 */
                rounds?: number;
                /**
                 * Scoring
                 * @description points: cards left over score their value (−2 = 20, >>> = 50), the winner −10, lowest total wins. matchsticks (the children’s scoring): the winner takes a matchstick, most matchsticks wins.
                 * @default points
                 * @enum {string}
                 */
                scoring: "points" | "matchsticks";
            };
            /** @description what the caller's seat (or a spectator) may see; null before the start */
            view: components["schemas"]["DownhillView"] | null;
            outcome: components["schemas"]["Outcome"] | null;
            /** @description the seats a bot played: bot seats and persons' seats a bot took over (rankings leave them out) */
            botPlayed: number[];
            fairness: components["schemas"]["Fairness"];
            /** @description with ?legal=true on the caller's turn: every legal move that advances the game */
            legalMoves?: components["schemas"]["DownhillMove"][];
            /** @description on a finished game: the rematch created from it (POST /games/{id}/rematch) */
            rematch?: {
                id: string;
            };
            /** @description with `legal=true`, to a seated player of a running game: what resigning would do now, by the game's own rules */
            ifYouResign?: {
                /** @description the game ends with your resignation (a team's loss, or too few players left) */
                endsGame: boolean;
                /** @description when it ends: the seats that then win (none when the team loses together) */
                winners: number[];
                /** @description in a game created with `absent: "bot"`: instead of resigning, after this many timeouts in a row the bot plays your seat until you come back */
                botTakesOverAfter?: number;
            };
            /**
             * @description you are invited to this waiting game (a rematch of one you played) and may join without the code
             * @constant
             */
            invited?: true;
            /** @description to the creator of a waiting game, on any device: the invite code, to send again */
            inviteCode?: string;
        };
        DownhillCreatedGame: {
            id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "downhill";
            /** @enum {string} */
            status: "waiting" | "active" | "finished" | "cancelled";
            version: number;
            seats: components["schemas"]["SeatHolder"][];
            you: number | null;
            awaiting: number[];
            yourTurn: boolean;
            deadline: string | null;
            /** @description the version of your own last move (a move submission, resignation or seat reclaim; not a join); null for a spectator or while you never moved. `GET /games/{id}/events?since=my-last-move` lists what came after it */
            yourLastMoveVersion: number | null;
            options: {
                /**
                 * Rounds
                 * @description How many rounds (deals), 1–20. Left empty: one per player, so everyone opens once.
                 */
                rounds?: number;
                /**
                 * Scoring
                 * @description points: cards left over score their value (−2 = 20, >>> = 50), the winner −10, lowest total wins. matchsticks (the children’s scoring): the winner takes a matchstick, most matchsticks wins.
                 * @default points
                 * @enum {string}
                 */
                scoring: "points" | "matchsticks";
            };
            /** @description what the caller's seat (or a spectator) may see; null before the start */
            view: components["schemas"]["DownhillView"] | null;
            outcome: components["schemas"]["Outcome"] | null;
            /** @description the seats a bot played: bot seats and persons' seats a bot took over (rankings leave them out) */
            botPlayed: number[];
            fairness: components["schemas"]["Fairness"];
            /** @description with ?legal=true on the caller's turn: every legal move that advances the game */
            legalMoves?: components["schemas"]["DownhillMove"][];
            /** @description on a finished game: the rematch created from it (POST /games/{id}/rematch) */
            rematch?: {
                id: string;
            };
            /** @description with `legal=true`, to a seated player of a running game: what resigning would do now, by the game's own rules */
            ifYouResign?: {
                /** @description the game ends with your resignation (a team's loss, or too few players left) */
                endsGame: boolean;
                /** @description when it ends: the seats that then win (none when the team loses together) */
                winners: number[];
                /** @description in a game created with `absent: "bot"`: instead of resigning, after this many timeouts in a row the bot plays your seat until you come back */
                botTakesOverAfter?: number;
            };
            /**
             * @description you are invited to this waiting game (a rematch of one you played) and may join without the code
             * @constant
             */
            invited?: true;
            /** @description shown once, to the creator; others join with it */
            inviteCode: string;
        };
        SeatHolder: {
            seat: number;
            /** @description null while the seat is free */
            playerId: string | null;
            name: string | null;
            /**
             * @description the player deleted their account: `name` is "deleted player" (a bot plays the seat if the game was not over)
             * @constant
             */
            deleted?: true;
            /** @description present on a seat the server's bot plays (it has no player, unless `takenOver`) */
            bot?: {
                /**
                 * @description `random`: any legal move; `basic`: the game's own one-move heuristic; `strong`: plans and searches ahead, and talks where the game has table talk (each game type lists its levels in `botLevels`; docs/bots.md)
                 * @enum {string}
                 */
                level: "random" | "basic" | "strong";
                /**
                 * @description the seat is a person's, played by the bot while they are absent
                 * @constant
                 */
                takenOver?: true;
            };
            /** @description present in a timed game: an awaited seat with a turn limit, every seat with a time bank */
            clock?: {
                /** @description seconds left at `runningSince` while the clock runs; all of them while stopped */
                remaining: number;
                /** @description when it started running (ahead of now while its player is on vacation: it resumes then); null while stopped */
                runningSince: string | null;
                /** @description `runningSince` + `remaining`: when the seat times out; null while stopped */
                runsOutAt: string | null;
            };
            /** @description the seat's player is on vacation until then: their clock does not run */
            onVacation?: {
                /** @description ISO 8601 date-time, UTC */
                until: string;
            };
        };
        Outcome: {
            reason: string;
            winners: number[];
            scores: number[];
        };
        Fairness: {
            /** @description SHA-256 (hex) of the UTF-8 bytes of the game's secret seed */
            seedCommitment: string;
            /** @description the seed, revealed once the game is finished */
            seed?: string;
        };
        Envelope: components["schemas"]["TheGameEnvelope"] | components["schemas"]["Flip7Envelope"] | components["schemas"]["AuslageEnvelope"] | components["schemas"]["ReihenEnvelope"] | components["schemas"]["DownhillEnvelope"];
        CreatedGame: components["schemas"]["TheGameCreatedGame"] | components["schemas"]["Flip7CreatedGame"] | components["schemas"]["AuslageCreatedGame"] | components["schemas"]["ReihenCreatedGame"] | components["schemas"]["DownhillCreatedGame"];
        Player: {
            id: string;
            name: string;
            notify: {
                webhook?: {
                    url: string;
                    /**
                     * @description `json` (default): the notification JSON, signed by Standard Webhooks; `discord`, `slack`: an unsigned chat message with the link, for those incoming webhooks
                     * @enum {string}
                     */
                    format: "json" | "discord" | "slack";
                    /** @description the signing secret; shown only in the answer that generated it */
                    secret?: string;
                    /** @description until then the secret before the last rotation signs deliveries too */
                    previousSecretExpiresAt?: string;
                    /** @description the webhook is off (its receiver answered 410 Gone): nothing is sent until it is set again */
                    disabled?: {
                        at: string;
                        reason: string;
                    };
                    /** @description the events this channel carries */
                    events: ("game-started" | "your-turn" | "reminder" | "timed-out" | "replaced-by-bot" | "game-finished" | "invited")[];
                };
                email?: {
                    address: string;
                    /** @description the events this channel carries */
                    events: ("game-started" | "your-turn" | "reminder" | "timed-out" | "replaced-by-bot" | "game-finished" | "invited")[];
                };
                /** @description true: every event is published; `{ events }`: only those */
                sns?: true | {
                    /** @description the events this channel carries */
                    events: ("game-started" | "your-turn" | "reminder" | "timed-out" | "replaced-by-bot" | "game-finished" | "invited")[];
                };
                /** @description the daily digest e-mail, sent at this hour (UTC) */
                digest?: {
                    hourUtc: number;
                };
                /** @description the devices that receive Web Push notifications, oldest first (their keys are never shown) */
                push?: {
                    devices: {
                        id: string;
                        endpoint: string;
                        createdAt: string;
                    }[];
                };
                /** @description the time zone your messages' times are written in (absent: UTC) */
                timeZone?: string;
            };
            /** @description the vacation running now, if any */
            vacation: {
                /** @description ISO 8601 date-time, UTC */
                from: string;
                /** @description ISO 8601 date-time, UTC */
                until: string;
            } | null;
            vacationAllowance: {
                /** @description this deployment's allowance per rolling year */
                daysPerYear: number;
                /** @description what is left of it, the running vacation counted to its end */
                freeSeconds: number;
            };
            /** @description ISO 8601 date-time, UTC */
            createdAt: string;
        };
        PlayerAnswer: {
            player: components["schemas"]["Player"];
        };
        PlayerCreated: {
            player: components["schemas"]["Player"];
            /** @description the bearer token; shown once, stored only hashed */
            token: string;
        };
        PlayerGame: {
            id: string;
            type: string;
            /** @enum {string} */
            status: "waiting" | "active" | "finished" | "cancelled";
            version: number;
            /** @description your seat; null while you are invited (a rematch) and have not joined */
            seat: number | null;
            /**
             * @description you are invited to this waiting game (a rematch of one you played): `POST /games/{id}/join` without the code
             * @constant
             */
            invited?: true;
            seats: components["schemas"]["SeatHolder"][];
            awaiting: number[];
            yourTurn: boolean;
            deadline: string | null;
            /** @description ISO 8601 date-time, UTC */
            createdAt: string;
            /** @description ISO 8601 date-time, UTC */
            updatedAt: string;
        };
        PlayerGames: {
            games: components["schemas"]["PlayerGame"][];
            /** @description pass as `cursor` for the next page; null on the last page */
            nextCursor: string | null;
        };
        EventLogEntry: {
            version: number;
            /** @enum {string} */
            kind: "create" | "join" | "move" | "resign" | "timeout" | "bot" | "reclaim" | "deleted" | "cancel" | "leave" | "vacation";
            seat: number | null;
            /** @description ISO 8601 date-time, UTC */
            at: string;
            /** @description as the caller may see them */
            events: ({
                type: string;
            } & {
                [key: string]: unknown;
            })[];
        };
        EventLog: {
            id: string;
            /** @description the game's current version */
            version: number;
            entries: components["schemas"]["EventLogEntry"][];
            /** @description pass as `after` for the next page; null when up to date */
            next: number | null;
        };
        GameType: {
            id: string;
            title: string;
            minPlayers: number;
            maxPlayers: number;
            /** @description JSON Schema of the options */
            optionsSchema: {
                [key: string]: unknown;
            };
            /** @description JSON Schema of one move */
            moveSchema: {
                [key: string]: unknown;
            };
            /** @description JSON Schema of the stacked-setup parameters (local stack only) */
            stackSchema?: {
                [key: string]: unknown;
            };
            /** @description the bot levels this game offers, weakest first: the choices for `bots[].level` and `absentLevel` */
            botLevels: {
                /**
                 * @description `random`: any legal move; `basic`: the game's own one-move heuristic; `strong`: plans and searches ahead, and talks where the game has table talk (each game type lists its levels in `botLevels`; docs/bots.md)
                 * @enum {string}
                 */
                level: "random" | "basic" | "strong";
                /** @description what a bot of this level does in this game */
                description: string;
            }[];
        };
        GameTypes: {
            gameTypes: components["schemas"]["GameType"][];
        };
        Health: {
            /** @constant */
            status: "ok";
            /**
             * @description present with `deep=true`: the table answered
             * @constant
             */
            table?: "ok";
        };
        ErrorAnswer: {
            error: {
                /** @enum {string} */
                code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "VERSION_CONFLICT" | "PLAYER_CHANGED" | "TOO_MANY_OPEN_GAMES" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "RULE_VIOLATION" | "RATE_LIMITED" | "INTERNAL" | "UNAVAILABLE" | "PUSH_UNAVAILABLE";
                message: string;
                details?: {
                    [key: string]: unknown;
                };
            };
        };
    };
    responses: {
        /** @description VALIDATION: malformed JSON, wrong shape, unknown fields, a setup the game refuses */
        Error400: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorAnswer"];
            };
        };
        /** @description UNAUTHENTICATED: missing or wrong token */
        Error401: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorAnswer"];
            };
        };
        /** @description FORBIDDEN: not seated in this game, wrong invite code, no free seat */
        Error403: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorAnswer"];
            };
        };
        /** @description NOT_FOUND: unknown game, player or route */
        Error404: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorAnswer"];
            };
        };
        /** @description VERSION_CONFLICT: stale `version`; details.version is the current one; PLAYER_CHANGED: PATCH /players/me lost the race to other changes of the player several times (each lost race is retried from a fresh read); send it again */
        Error409: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorAnswer"];
            };
        };
        /** @description PAYLOAD_TOO_LARGE: body over the limit */
        Error413: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorAnswer"];
            };
        };
        /** @description UNSUPPORTED_MEDIA_TYPE: a body sent without `content-type: application/json` */
        Error415: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorAnswer"];
            };
        };
        /** @description RULE_VIOLATION: details.code is the game's code, details.index the failing move */
        Error422: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorAnswer"];
            };
        };
        /** @description RATE_LIMITED: too many requests; see Retry-After */
        Error429: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorAnswer"];
            };
        };
        /** @description INTERNAL: a fault; details.requestId names it */
        Error500: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorAnswer"];
            };
        };
        /** @description UNAVAILABLE: a dependency (the table) does not answer (GET /health?deep=true); PUSH_UNAVAILABLE: this deployment has no Web Push (GET /push/public-key) */
        Error503: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorAnswer"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: {
                deep?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
            400: components["responses"]["Error400"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getOpenapiJson: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["Error400"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
        };
    };
    getGameTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameTypes"];
                };
            };
            400: components["responses"]["Error400"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
        };
    };
    postPlayers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatePlayer"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlayerCreated"];
                };
            };
            400: components["responses"]["Error400"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
        };
    };
    getPlayersMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlayerAnswer"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
        };
    };
    deletePlayersMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deleted: {
                            playerId: string;
                            /** @description the games whose seat now shows the "deleted player" placeholder */
                            games: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
        };
    };
    patchPlayersMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["UpdatePlayer"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlayerAnswer"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
        };
    };
    postPlayersMeToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description the new bearer token; shown once, stored only hashed. The old one is refused from now on, by every server process */
                        token: string;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
        };
    };
    getPlayersMeGames: {
        parameters: {
            query?: {
                status?: "waiting" | "active" | "finished" | "cancelled";
                myTurn?: "true" | "false";
                limit?: string;
                cursor?: string;
                sort?: "updated" | "deadline";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlayerGames"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
        };
    };
    getPlayersMeSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description most recently used first */
                        sessions: {
                            /** @description the session; DELETE /players/me/sessions/{id} signs that device out */
                            id: string;
                            device: string;
                            /** @description ISO 8601 date-time, UTC */
                            createdAt: string;
                            /** @description the last request with its token, to within an hour */
                            lastUsedAt: string;
                            /** @description the session of the token that asked */
                            current: boolean;
                        }[];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
        };
    };
    postPlayersMeSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateSession"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        session: {
                            /** @description the session; DELETE /players/me/sessions/{id} signs that device out */
                            id: string;
                            device: string;
                            /** @description ISO 8601 date-time, UTC */
                            createdAt: string;
                            /** @description the last request with its token, to within an hour */
                            lastUsedAt: string;
                            /** @description the session of the token that asked */
                            current: boolean;
                        };
                        /** @description the new device's bearer token; shown once, stored only hashed */
                        token: string;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
        };
    };
    deletePlayersMeSessionsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description the session signed out */
                        revoked: string;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
        };
    };
    getPlayersMeExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description ISO 8601 date-time, UTC */
                        exportedAt: string;
                        player: {
                            id: string;
                            name: string;
                            notify: {
                                webhook?: {
                                    url: string;
                                    /**
                                     * @description `json` (default): the notification JSON, signed by Standard Webhooks; `discord`, `slack`: an unsigned chat message with the link, for those incoming webhooks
                                     * @enum {string}
                                     */
                                    format: "json" | "discord" | "slack";
                                    /** @description the signing secret; shown only in the answer that generated it */
                                    secret?: string;
                                    /** @description until then the secret before the last rotation signs deliveries too */
                                    previousSecretExpiresAt?: string;
                                    /** @description the webhook is off (its receiver answered 410 Gone): nothing is sent until it is set again */
                                    disabled?: {
                                        at: string;
                                        reason: string;
                                    };
                                    /** @description the events this channel carries */
                                    events: ("game-started" | "your-turn" | "reminder" | "timed-out" | "replaced-by-bot" | "game-finished" | "invited")[];
                                };
                                email?: {
                                    address: string;
                                    /** @description the events this channel carries */
                                    events: ("game-started" | "your-turn" | "reminder" | "timed-out" | "replaced-by-bot" | "game-finished" | "invited")[];
                                };
                                /** @description true: every event is published; `{ events }`: only those */
                                sns?: true | {
                                    /** @description the events this channel carries */
                                    events: ("game-started" | "your-turn" | "reminder" | "timed-out" | "replaced-by-bot" | "game-finished" | "invited")[];
                                };
                                /** @description the daily digest e-mail, sent at this hour (UTC) */
                                digest?: {
                                    hourUtc: number;
                                };
                                /** @description the devices that receive Web Push notifications, oldest first (their keys are never shown) */
                                push?: {
                                    devices: {
                                        id: string;
                                        endpoint: string;
                                        createdAt: string;
                                    }[];
                                };
                                /** @description the time zone your messages' times are written in (absent: UTC) */
                                timeZone?: string;
                            };
                            /** @description the vacation running now, if any */
                            vacation: {
                                /** @description ISO 8601 date-time, UTC */
                                from: string;
                                /** @description ISO 8601 date-time, UTC */
                                until: string;
                            } | null;
                            vacationAllowance: {
                                /** @description this deployment's allowance per rolling year */
                                daysPerYear: number;
                                /** @description what is left of it, the running vacation counted to its end */
                                freeSeconds: number;
                            };
                            /** @description ISO 8601 date-time, UTC */
                            createdAt: string;
                        };
                        /** @description the vacations of the last year, the running one included */
                        vacations: {
                            /** @description ISO 8601 date-time, UTC */
                            from: string;
                            /** @description ISO 8601 date-time, UTC */
                            until: string;
                        }[];
                        /** @description the devices signed in (never their tokens) */
                        sessions: {
                            /** @description the session; DELETE /players/me/sessions/{id} signs that device out */
                            id: string;
                            device: string;
                            /** @description ISO 8601 date-time, UTC */
                            createdAt: string;
                            /** @description the last request with its token, to within an hour */
                            lastUsedAt: string;
                        }[];
                        /** @description every game the player holds a seat in or is invited to; each game's moves: GET /games/{id}/events */
                        games: {
                            id: string;
                            type: string;
                            seat: number | null;
                            status: string;
                            /** @description ISO 8601 date-time, UTC */
                            createdAt: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
        };
    };
    postGames: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateStackedGame"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedGame"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
        };
    };
    getGamesId: {
        parameters: {
            query?: {
                legal?: "true" | "false";
            };
            header?: {
                /** @description The ETag of the envelope the client holds: 304 with no body when the game has not changed for this caller */
                "If-None-Match"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The entity tag of this view of the game (its version, the viewer and ?legal) */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description Not Modified: the game has not changed for this caller since the ETag it sent */
            304: {
                headers: {
                    /** @description The entity tag of this view of the game (its version, the viewer and ?legal) */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
        };
    };
    postGamesIdJoin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JoinGame"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
        };
    };
    postGamesIdBots: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddBot"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
        };
    };
    postGamesIdInvitePreview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvitePreviewRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        type: string;
                        /** @description the game's title */
                        title: string;
                        /** @enum {string} */
                        status: "waiting" | "active" | "finished" | "cancelled";
                        /** @description every seat is taken (by a player or a bot): nobody more can join */
                        full: boolean;
                        /** @description the creator's name */
                        invitedBy: string;
                        /** @description the game's options (defaults filled) */
                        options: unknown;
                        seats: {
                            seat: number;
                            /** @description null while the seat is free */
                            name: string | null;
                            /** @description a bot plays this seat */
                            bot?: boolean;
                        }[];
                        /** @description seconds per turn, or null */
                        turnTimeLimit: number | null;
                        timeBank: {
                            initial: number;
                            perMove: number;
                            max: number;
                        } | null;
                    };
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
        };
    };
    postGamesIdMoves: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a request with the same key returns the first answer and applies nothing twice (kept 24 h) */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubmitMoves"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
        };
    };
    postGamesIdResign: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating a request with the same key returns the first answer and applies nothing twice (kept 24 h) */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["Resign"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
        };
    };
    postGamesIdSeatReclaim: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            413: components["responses"]["Error413"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
        };
    };
    postGamesIdCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            413: components["responses"]["Error413"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
        };
    };
    postGamesIdLeave: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            413: components["responses"]["Error413"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
        };
    };
    postGamesIdRematch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedGame"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            413: components["responses"]["Error413"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
        };
    };
    getGamesIdEvents: {
        parameters: {
            query?: {
                after?: string;
                since?: "my-last-move";
                limit?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventLog"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
        };
    };
    getGamesIdReplay: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        type: string;
                        /** @description the game's last version */
                        version: number;
                        seats: {
                            seat: number;
                            /** @description null while the seat is free */
                            playerId: string | null;
                            name: string | null;
                            /**
                             * @description the player deleted their account: `name` is "deleted player" (a bot plays the seat if the game was not over)
                             * @constant
                             */
                            deleted?: true;
                            /** @description present on a seat the server's bot plays (it has no player, unless `takenOver`) */
                            bot?: {
                                /**
                                 * @description `random`: any legal move; `basic`: the game's own one-move heuristic; `strong`: plans and searches ahead, and talks where the game has table talk (each game type lists its levels in `botLevels`; docs/bots.md)
                                 * @enum {string}
                                 */
                                level: "random" | "basic" | "strong";
                                /**
                                 * @description the seat is a person's, played by the bot while they are absent
                                 * @constant
                                 */
                                takenOver?: true;
                            };
                            /** @description present in a timed game: an awaited seat with a turn limit, every seat with a time bank */
                            clock?: {
                                /** @description seconds left at `runningSince` while the clock runs; all of them while stopped */
                                remaining: number;
                                /** @description when it started running (ahead of now while its player is on vacation: it resumes then); null while stopped */
                                runningSince: string | null;
                                /** @description `runningSince` + `remaining`: when the seat times out; null while stopped */
                                runsOutAt: string | null;
                            };
                            /** @description the seat's player is on vacation until then: their clock does not run */
                            onVacation?: {
                                /** @description ISO 8601 date-time, UTC */
                                until: string;
                            };
                        }[];
                        /** @description the seat count `setup` was called with */
                        players: number;
                        /** @description the parsed options (defaults filled) */
                        options: unknown;
                        fairness: {
                            seedCommitment: string;
                            seed: string;
                        };
                        steps: ({
                            version: number;
                            /** @constant */
                            action: "deal";
                        } | {
                            version: number;
                            /** @constant */
                            action: "moves";
                            seat: number;
                            moves: ({
                                type: string;
                            } & {
                                [key: string]: unknown;
                            })[];
                        } | {
                            version: number;
                            /** @constant */
                            action: "resign";
                            seat: number;
                        } | {
                            version: number;
                            /** @constant */
                            action: "none";
                        })[];
                        /** @description each step's time, by position */
                        at: string[];
                        /** @description the engine state the server holds at the end: a replay from seed and steps must arrive at exactly this */
                        finalState: unknown;
                        outcome: {
                            reason: string;
                            winners: number[];
                            scores: number[];
                        } | null;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
        };
    };
    getGamesIdMe: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description the highest version your pages have shown you (null: none yet) */
                        seenVersion: number | null;
                        /** @description until then a page of yours has the game open: no `your-turn` message meanwhile */
                        watchingUntil: string | null;
                        /**
                         * @description how often a `your-turn` of this game reaches you by e-mail, push or chat: every turn, at most once a day, or never (JSON webhooks and SNS: every turn)
                         * @enum {string}
                         */
                        turnNotices: "every-turn" | "daily" | "never";
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
        };
    };
    patchGamesIdMe: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["patchGamesIdMe"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description the highest version your pages have shown you (null: none yet) */
                        seenVersion: number | null;
                        /** @description until then a page of yours has the game open: no `your-turn` message meanwhile */
                        watchingUntil: string | null;
                        /**
                         * @description how often a `your-turn` of this game reaches you by e-mail, push or chat: every turn, at most once a day, or never (JSON webhooks and SNS: every turn)
                         * @enum {string}
                         */
                        turnNotices: "every-turn" | "daily" | "never";
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            404: components["responses"]["Error404"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
        };
    };
    getPushPublicKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description the VAPID public key (base64url, an uncompressed P-256 point): PushManager.subscribe's applicationServerKey */
                        publicKey: string;
                    };
                };
            };
            400: components["responses"]["Error400"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
}

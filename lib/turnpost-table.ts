import { RemovalPolicy } from 'aws-cdk-lib';
import {
  AttributeType,
  BillingMode,
  ProjectionType,
  StreamViewType,
  Table,
  TableEncryption,
  type Attribute,
  type ITable,
} from 'aws-cdk-lib/aws-dynamodb';
import { Effect, Grant, PolicyStatement, type IGrantable } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import { tableDefinition } from '../functions/store/table-definition.js';
import { DEADLINE_INDEX } from '../functions/store/turn-clocks.js';
import { CHANGE_INDEX, PLAYER_TOKEN_ATTRIBUTES } from '../functions/store/players.js';

/**
 * What the HTTP API does with the table (functions/store): Get/BatchGet/Query to read, Put/Update
 * to write, and TransactWriteItems, which IAM authorises per item action (Put, Update, and Delete
 * of a player's seat item when they leave a waiting game or delete their account). Query runs on
 * the base table (a game's log, a player's seat items) and on the index `byChange` (a page of a
 * player's games: `gameplayIndexActions`). No Scan, no stream, no table management; old items
 * expire by TTL. The other functions get their own lists below.
 */
export const gameplayActions = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
] as const;

/**
 * The notifier: the players' channel settings and seat marks of a batch, in BatchGetItems; the log
 * of each game it notifies about, for the summaries (a Query); the claim of a `daily` player's one
 * `your-turn` a day on their seat item (a conditional UpdateItem).
 */
export const notifierActions = ['dynamodb:BatchGetItem', 'dynamodb:UpdateItem', 'dynamodb:Query'] as const;

/** Reading the table's stream (the notifier's event source mapping), scoped to the stream itself. */
export const streamReadActions = ['dynamodb:DescribeStream', 'dynamodb:GetRecords', 'dynamodb:GetShardIterator', 'dynamodb:ListStreams'] as const;

/** The partition keys of players' items (functions/store/keys.ts's `PLAYER#<id>`), as an IAM pattern. */
export const PLAYER_PARTITIONS = 'PLAYER#*';

/**
 * The deliverer: the player's current channels (URL, secret, address) at delivery time, and
 * marking a webhook off when its receiver answered 410 Gone (a conditional UpdateItem).
 */
export const delivererActions = ['dynamodb:GetItem', 'dynamodb:UpdateItem'] as const;

/**
 * The sweeper: read a due game; apply a timeout (TransactWriteItems of a conditional Put of the
 * game, a Put of its log entry, and Updates of the seat items when the game ends); mark a
 * reminder (a conditional UpdateItem). The daily digest: list an hour's subscribers (Query of
 * its `DIGEST#<hour>` partition), claim a player's digest (a conditional UpdateItem), list their
 * games (Query of their seat items, BatchGetItem of the games), retire a stale entry (UpdateItem
 * of its TTL: no DeleteItem).
 */
export const sweeperActions = ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:Query', 'dynamodb:BatchGetItem'] as const;

/**
 * The bot worker: read a game (consistent GetItem) and commit a bot's move (TransactWriteItems of
 * a conditional Put of the game, a Put of its log entry, and Updates of the seat items when the
 * game ends).
 */
export const botWorkerActions = ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem'] as const;

/**
 * The daily digests (functions/handlers/digests.ts): list an hour's subscribers (Query of its
 * `DIGEST#<hour>` partition), claim a player's digest and retire a stale entry (conditional
 * UpdateItems), read the player (GetItem), list their games (Query of their seat items,
 * BatchGetItem of the games). No Put, no Delete, no index.
 */
export const digestActions = ['dynamodb:GetItem', 'dynamodb:UpdateItem', 'dynamodb:Query', 'dynamodb:BatchGetItem'] as const;

/**
 * The account-deletion worker: read a marked player (GetItem) and their seat items (Query),
 * commit each game without them (TransactWriteItems of a conditional Put of the game, a Put of its
 * log entry, Updates of the others' seat items), delete each seat item and at last the player
 * item (DeleteItem).
 */
export const accountDeletionActions = ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'] as const;

/** Every action that reads items of the table (none of these functions is granted Scan; refused all the same). */
const itemReadActions = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:Scan'] as const;

/** Every action on items, reads and writes (a transaction is authorised per item action). */
const itemActions = [...itemReadActions, 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem', 'dynamodb:ConditionCheckItem'] as const;

/**
 * What every role but the API's is refused, so that only the function that authenticates
 * requests can read the token hashes on player items (functions/store/players.ts
 * `PLAYER_TOKEN_ATTRIBUTES`). IAM cannot tell a player item from the seat and count items beside
 * it in the player's partition (`dynamodb:LeadingKeys` is the partition key only), so every read
 * of a player partition must name its attributes:
 * - a read of a player partition that names no attributes (whole items): no `dynamodb:Attributes`,
 *   or a `dynamodb:Select` of all attributes;
 * - any request that names a token attribute (a projection, an update, a condition: a condition
 *   on a hash would be an oracle for it);
 * - a write to a player partition that returns the whole item (`ReturnValues` ALL_OLD/ALL_NEW);
 *   UPDATED_OLD/UPDATED_NEW return only attributes the update names, held by the rule above.
 * Explicit denials, not an allow-list of attribute names: they hold over any grant and whatever
 * attributes the items gain. On the table only: the indexes the roles may query hold no player item.
 */
export function tokenReadRefusals(tableArn: string): PolicyStatement[] {
  const playerPartitions = { 'ForAnyValue:StringLike': { 'dynamodb:LeadingKeys': [PLAYER_PARTITIONS] } };
  return [
    new PolicyStatement({ sid: 'RefuseUnprojectedPlayerReads', effect: Effect.DENY, actions: [...itemReadActions], resources: [tableArn], conditions: { ...playerPartitions, Null: { 'dynamodb:Attributes': 'true' } } }),
    new PolicyStatement({ sid: 'RefuseAllAttributesOfPlayers', effect: Effect.DENY, actions: [...itemReadActions], resources: [tableArn], conditions: { ...playerPartitions, StringEquals: { 'dynamodb:Select': ['ALL_ATTRIBUTES', 'ALL_PROJECTED_ATTRIBUTES'] } } }),
    new PolicyStatement({ sid: 'RefuseTokenAttributes', effect: Effect.DENY, actions: [...itemActions], resources: [tableArn], conditions: { 'ForAnyValue:StringEquals': { 'dynamodb:Attributes': [...PLAYER_TOKEN_ATTRIBUTES] } } }),
    new PolicyStatement({ sid: 'RefuseWholePlayerItemsReturned', effect: Effect.DENY, actions: ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'], resources: [tableArn], conditions: { ...playerPartitions, StringEquals: { 'dynamodb:ReturnValues': ['ALL_OLD', 'ALL_NEW'] } } }),
  ];
}

/** The API pages a player's games through the index by last change, and does nothing else with it. */
export const gameplayIndexActions = ['dynamodb:Query'] as const;

/** The sweeper finds due games by querying the sparse deadline index, and nothing else of it. */
export const sweeperIndexActions = ['dynamodb:Query'] as const;

const attributeType = { S: AttributeType.STRING, N: AttributeType.NUMBER, B: AttributeType.BINARY } as const;

function attribute(key: { readonly name: string; readonly type: keyof typeof attributeType }): Attribute {
  return { name: key.name, type: attributeType[key.type] };
}

/**
 * The most request units per second the table (and its index) may use, on demand: a runaway
 * client or bug is throttled here instead of billed. 200 requests/s (the stage throttle) of
 * moves, a few write units each, stay under it; saturated for a whole month the writes would
 * cost at most ~$810 at us-east-1 prices, which the budget alarm reports long before.
 */
export const TABLE_THROUGHPUT_CAP = { maxReadRequestUnits: 1000, maxWriteRequestUnits: 500 } as const;

export interface TurnpostTableProps {
  /** On-demand throughput ceilings (request units per second). @default TABLE_THROUGHPUT_CAP */
  readonly throughputCap?: { readonly maxReadRequestUnits: number; readonly maxWriteRequestUnits: number };
  /**
   * Adopt a table kept from an earlier deployment (`-c existingTable=NAME -c existingTableStreamArn=ARN`)
   * instead of making one: its games, players and push subscriptions carry on. It must have been
   * made by this stack (same keys, index, stream and TTL); this stack then never changes or deletes it.
   */
  readonly existing?: { readonly tableName: string; readonly streamArn: string };
}

/**
 * The one DynamoDB table, built from `functions/store/table-definition.ts` (the same data the
 * local stack uses, so the two cannot drift). It holds every game, so it is kept: on-demand with
 * a throughput ceiling, point-in-time recovery, deletion protection, and retained if the stack is
 * deleted; a later deployment adopts it (`existing`) rather than starting beside it on an empty one.
 */
export class TurnpostTable extends Construct {
  readonly table: ITable;
  /** Whether the table was adopted from an earlier deployment (not made, nor managed, by this stack). */
  readonly adopted: boolean;
  /** The principals refused the token hashes already (a role granted twice gets the refusals once). */
  private readonly refused = new Set<unknown>();

  constructor(scope: Construct, id: string, props: TurnpostTableProps = {}) {
    super(scope, id);
    this.adopted = props.existing !== undefined;
    if (props.existing) {
      if (!/^arn:aws[a-z-]*:dynamodb:[^:]+:\d{12}:table\/[^/]+\/stream\/.+$/.test(props.existing.streamArn) || !props.existing.streamArn.includes(`:table/${props.existing.tableName}/stream/`)) {
        throw new Error(`existingTableStreamArn must be the stream ARN of table ${props.existing.tableName} (aws dynamodb describe-table --table-name ${props.existing.tableName} --query Table.LatestStreamArn), not "${props.existing.streamArn}"`);
      }
      this.table = Table.fromTableAttributes(this, 'Table', { tableName: props.existing.tableName, tableStreamArn: props.existing.streamArn });
      return;
    }
    const cap = props.throughputCap ?? TABLE_THROUGHPUT_CAP;
    const table = new Table(this, 'Table', {
      partitionKey: attribute(tableDefinition.partitionKey),
      sortKey: attribute(tableDefinition.sortKey),
      billingMode: BillingMode.PAY_PER_REQUEST,
      ...cap,
      timeToLiveAttribute: tableDefinition.timeToLiveAttribute,
      stream: StreamViewType[tableDefinition.stream],
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      encryption: TableEncryption.AWS_MANAGED,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const index of tableDefinition.globalSecondaryIndexes) {
      table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: attribute(index.partitionKey),
        sortKey: attribute(index.sortKey),
        projectionType: ProjectionType[index.projection],
        ...cap,
      });
    }
    this.table = table;
  }

  get tableName(): string {
    return this.table.tableName;
  }

  get streamArn(): string {
    return this.table.tableStreamArn!;
  }

  /** Lets the HTTP API read and write items, and query a player's games by last change: see `gameplayActions`. */
  grantGameplay(grantee: IGrantable): Grant {
    // Grant.addToPrincipal, not table.grant(): that one adds "<table>/index/*", and the API uses one index only.
    return Grant.addToPrincipal({ grantee, actions: [...gameplayActions], resourceArns: [this.table.tableArn] }).combine(
      Grant.addToPrincipal({ grantee, actions: [...gameplayIndexActions], resourceArns: [this.indexArn(CHANGE_INDEX)] }),
    );
  }

  private indexArn(indexName: string): string {
    return `${this.table.tableArn}/index/${indexName}`;
  }

  /** Lets the notifier read the table's stream (all four actions on the stream's ARN only, not "*"). */
  grantStreamRead(grantee: IGrantable): Grant {
    return Grant.addToPrincipal({ grantee, actions: [...streamReadActions], resourceArns: [this.streamArn] });
  }

  /** Lets the notifier read players' channel settings: see `notifierActions`. */
  grantChannelReads(grantee: IGrantable): Grant {
    const grant = Grant.addToPrincipal({ grantee, actions: [...notifierActions], resourceArns: [this.table.tableArn] });
    this.refuseTokenReads(grantee);
    return grant;
  }

  /**
   * Lets the deliverer read one player and turn its webhook off: see `delivererActions`. Only on
   * player partitions (`PLAYER#…`, functions/store/keys.ts), so its write cannot reach a game.
   */
  grantDelivererAccess(grantee: IGrantable): Grant {
    const grant = Grant.addToPrincipal({ grantee, actions: [...delivererActions], resourceArns: [this.table.tableArn], conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [PLAYER_PARTITIONS] } } });
    this.refuseTokenReads(grantee);
    return grant;
  }

  /** Lets the account-deletion worker clear a deleted player: see `accountDeletionActions`. */
  grantAccountDeletion(grantee: IGrantable): Grant {
    const grant = Grant.addToPrincipal({ grantee, actions: [...accountDeletionActions], resourceArns: [this.table.tableArn] });
    this.refuseTokenReads(grantee);
    return grant;
  }

  /** Lets the bot worker read a game and commit its bots' moves: see `botWorkerActions`. */
  grantBotPlay(grantee: IGrantable): Grant {
    const grant = Grant.addToPrincipal({ grantee, actions: [...botWorkerActions], resourceArns: [this.table.tableArn] });
    this.refuseTokenReads(grantee);
    return grant;
  }

  /** Lets the daily digests read subscribers, players and games and claim digests: see `digestActions`. */
  grantDigests(grantee: IGrantable): Grant {
    const grant = Grant.addToPrincipal({ grantee, actions: [...digestActions], resourceArns: [this.table.tableArn] });
    this.refuseTokenReads(grantee);
    return grant;
  }

  /** Lets the sweeper query the deadline index and time games out: see `sweeperActions`. */
  grantSweeping(grantee: IGrantable): Grant {
    const grant = Grant.addToPrincipal({ grantee, actions: [...sweeperActions], resourceArns: [this.table.tableArn] }).combine(
      Grant.addToPrincipal({ grantee, actions: [...sweeperIndexActions], resourceArns: [this.indexArn(DEADLINE_INDEX)] }),
    );
    this.refuseTokenReads(grantee);
    return grant;
  }

  /**
   * Refuses `grantee` every read of the token hashes on player items (`tokenReadRefusals`): each
   * grant above but the API's (`grantGameplay`) adds it, once per role.
   */
  private refuseTokenReads(grantee: IGrantable): void {
    const principal = grantee.grantPrincipal;
    if (this.refused.has(principal)) return;
    this.refused.add(principal);
    for (const statement of tokenReadRefusals(this.table.tableArn)) principal.addToPrincipalPolicy(statement);
  }
}

/**
 * Lambda entry point of SES's bounce and complaint events (the configuration set's SNS topic,
 * lib/email-sending.ts): each turns the player's e-mail channel off
 * (functions/notify/deliver/ses-feedback.ts).
 */
import type { SNSEvent } from 'aws-lambda';
import { loadConfig } from '../config.js';
import { jsonLogger } from '../log.js';
import { handleSesEvent, type SesEvent } from '../notify/deliver/ses-feedback.js';
import { createDynamoDb } from '../store/client.js';
import { PlayerStore } from '../store/players.js';
import { Table } from '../store/table.js';

const config = loadConfig();
const players = new PlayerStore(new Table(createDynamoDb(config), config.tableName));

export async function handler(event: SNSEvent): Promise<void> {
  for (const record of event.Records) {
    const outcome = await handleSesEvent(JSON.parse(record.Sns.Message) as SesEvent, players, new Date());
    jsonLogger.info('ses event', { messageId: record.Sns.MessageId, ...outcome });
  }
}

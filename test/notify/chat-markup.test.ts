/**
 * A chat webhook's message carries players' names (in the summary) as text: a name cannot
 * mention a whole Slack channel, make a Slack link with its own label, or format a Discord
 * message (masked links, headings, mentions).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameDelivery } from '../../functions/notify/delivery.js';
import { discordText, slackText } from '../../functions/notify/decide/chat-markup.js';
import { webhookRequest } from '../../functions/notify/deliver/webhook-request.js';

const delivery = (summary: string): GameDelivery => ({
  channel: 'webhook',
  playerId: 'aaaaaaaaaaaaaaaa',
  deadline: null,
  body: { event: 'your-turn', deliveryId: 'd', gameId: 'gggggggggggggggg', type: 'reihen', version: 3, awaiting: [0], url: 'https://play.example/play/games/gggggggggggggggg', at: '2026-03-03T05:06:07.000Z', summary },
});

const message = (format: 'slack' | 'discord', summary: string): string => {
  const body = JSON.parse(String(webhookRequest({ url: 'https://hooks.example/x', format }, delivery(summary), new Date()).body)) as { text?: string; content?: string };
  return (format === 'slack' ? body.text : body.content)!;
};

describe('chat webhook messages', () => {
  it('send a name as text to Slack: no mention, no link of its own', () => {
    const text = message('slack', '<!channel> played 2 cards; <https://evil.example|Claim your prize> & co stayed');
    expect(text).toContain('&lt;!channel&gt; played 2 cards; &lt;https://evil.example|Claim your prize&gt; &amp; co stayed');
    // Slack's markup opens with `<`: none is left (the game's link goes bare).
    expect(text).not.toContain('<');
    expect(text).toContain('https://play.example/play/games/gggggggggggggggg');
  });

  it('send a name as text to Discord: no masked link, heading, mention or bold', () => {
    const text = message('discord', '[Claim](https://evil.example) **Bo** <@&123> # hi');
    expect(text).toContain(String.raw`\[Claim\]\(https://evil.example\) \*\*Bo\*\* \<\@&123\> \# hi`);
    expect(text).toContain(' https://play.example/play/games/gggggggggggggggg ');
  });

  it('escape every special character, whatever the text', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        expect(slackText(name)).not.toMatch(/[<>]/);
        expect(slackText(name).replace(/&(amp|lt|gt);/g, '')).not.toContain('&');
        // Every special character Discord reads is preceded by a backslash that is itself not escaped.
        const escaped = discordText(name);
        expect(escaped.replace(/\\[\\*_~`|<>[\]()#\-@]/g, '')).not.toMatch(/[\\*_~`|<>[\]()#@]/);
      }),
    );
  });
});

/**
 * Text a player chose (names in a summary) put into a chat message as text, never as markup:
 * - Slack reads `<…>` as links and mentions (`<!channel>`, `<https://evil|Claim>`) and asks that
 *   `&`, `<` and `>` be sent as `&amp;`, `&lt;`, `&gt;` (api.slack.com, "Formatting text for
 *   app surfaces", escaping text);
 * - Discord reads markdown (`**`, `[text](url)` masked links, `# heading`, `> quote`, spoilers,
 *   code) and `<@…>`, `<#…>`, `<t:…>` tags: each of those characters is sent after a backslash,
 *   which Discord's markdown shows as the character itself.
 */

const SLACK_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

export function slackText(text: string): string {
  return text.replace(/[&<>]/g, (character) => SLACK_ENTITIES[character]!);
}

/** Every character Discord's markdown or its tags give a meaning to. */
const DISCORD_SPECIAL = /[\\*_~`|<>[\]()#\-@]/g;

export function discordText(text: string): string {
  return text.replace(DISCORD_SPECIAL, (character) => `\\${character}`);
}

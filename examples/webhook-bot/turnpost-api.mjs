/** The few Turnpost API calls the bot makes, with Node's own fetch: JSON in, { status, body } out. */
export class TurnpostApi {
  constructor(baseUrl, token = null) {
    this.baseUrl = baseUrl.replace(/\/+$/, '');
    this.token = token;
  }

  async request(method, path, body, headers = {}) {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  }

  /** Registers a player; the token is shown once, in this answer. */
  async register(name) {
    const answer = await this.expect(201, 'POST', '/players', { name });
    this.token = answer.token;
    return answer;
  }

  /**
   * Points the webhook at `url` and asks for a fresh signing secret: the server shows a secret
   * only when the webhook is first set or rotated, so a bot that reuses a token rotates to learn one.
   */
  async setWebhook(url) {
    const answer = await this.expect(200, 'PATCH', '/players/me', { notify: { webhook: { url, rotateSecret: true } } });
    return answer.player;
  }

  join(gameId, inviteCode) {
    return this.expect(200, 'POST', `/games/${gameId}/join`, { inviteCode });
  }

  /** The game as our seat sees it, with the moves we may make now. */
  readGame(gameId) {
    return this.expect(200, 'GET', `/games/${gameId}?legal=true`);
  }

  /** Submits moves at the version we read: 200, or 409 when someone moved first (anything else throws). */
  async move(gameId, version, moves) {
    const answer = await this.request('POST', `/games/${gameId}/moves`, { version, moves }, { 'idempotency-key': `webhook-bot-${gameId}-${version}` });
    if (answer.status !== 200 && answer.status !== 409) throw new Error(`POST /games/${gameId}/moves → ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer;
  }

  async expect(status, method, path, body) {
    const answer = await this.request(method, path, body);
    if (answer.status !== status) throw new Error(`${method} ${path} → ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  }
}

/** Issue 29.4: chat is cleaned like names (without refusing links) before it is stored or shown. */
import { describe, expect, it } from 'vitest';
import { call, expectError, startGame } from './client';

describe('chat text (issue 29.4)', () => {
  it('drops bidi overrides, zero-width and control characters, keeps links and line breaks', async () => {
    const { gameId, tokens } = await startGame('stonerush', 3);
    const post = (text: string) => call('POST', `/api/games/${gameId}/chat`, { text }, tokens[0]);
    const reversed = await post('pay \u202egnp.exe\u202c now');
    expect(reversed.status).toBe(201);
    expect(reversed.json.text).toBe('pay gnp.exe now');
    const hidden = await post('a\u200bb\u2066c\u2069 \u0007bell\u0000 \uff21\r\nnext line https://example.org/x');
    expect(hidden.json.text).toBe('abc bell A\nnext line https://example.org/x');
    // What is stored is what every reader gets.
    const read = await call('GET', `/api/games/${gameId}/chat`, undefined, tokens[1]);
    expect(read.json.messages.map((m: { text: string }) => m.text)).toEqual(['pay gnp.exe now', 'abc bell A\nnext line https://example.org/x']);
    // Nothing left once cleaned is an empty message.
    await expectError(post('\u202e\u200b\u2060'), 400, 'invalid_body');
  });
});

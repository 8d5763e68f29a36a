/**
 * The game page's rule for live frames after its own move (web/src/game/own-frames.ts): the
 * frame of its own change may go unfetched, never a later change at the same revision (a chat
 * message), whichever of the frame and the answer arrives first.
 */
import { describe, expect, it } from 'vitest';
import { OwnFrames } from '@web/game/own-frames';

describe('own frames', () => {
  it('skips the frame of its own move when it comes after the answer, and fetches the chat frame after it', () => {
    const frames = new OwnFrames();
    frames.answered(26);
    expect(frames.frame(26)).toBe(false);
    expect(frames.frame(26)).toBe(true);
  });

  it('fetches a chat frame at the same revision when the own frame came before the answer (the live test’s race)', () => {
    const frames = new OwnFrames();
    expect(frames.frame(25)).toBe(true);
    expect(frames.frame(26)).toBe(true); // the take-back's frame, ahead of its answer
    frames.answered(26);
    expect(frames.frame(26)).toBe(true); // a chat message: same revision, and news
  });

  it('skips at most the next frame: another change first means the own frame is fetched too', () => {
    const frames = new OwnFrames();
    frames.answered(10);
    expect(frames.frame(11)).toBe(true);
    expect(frames.frame(10)).toBe(true);
    expect(frames.frame(11)).toBe(true);
  });
});

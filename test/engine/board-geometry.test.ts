/**
 * The shared board geometry (web/src/board/geometry.ts): the ring, the bluestone horseshoe and the
 * trilithon horseshoe hold the engine's number of spaces, in order, open at the bottom.
 */
import { describe, expect, it } from 'vitest';
import { BOARD } from '@engine/core/components';
import { bluestoneAngle, polar, ringAngle, spaces, trilithonAngle, turnToBottom } from '@web/board/geometry';

const close = (a: number, b: number) => expect(Math.abs(a - b)).toBeLessThan(1e-9);

describe('board geometry', () => {
  it('numbers each track 1..size as the engine does', () => {
    expect(spaces('outerRing')).toHaveLength(BOARD.outerRing.size);
    expect(spaces('bluestones')).toHaveLength(BOARD.bluestones.size);
    expect(spaces('trilithons').at(-1)).toBe(BOARD.trilithons.size);
  });

  it('puts outer space 1 at the top and goes once round clockwise', () => {
    close(ringAngle(1), -90);
    close(ringAngle(BOARD.outerRing.size + 1) - ringAngle(1), 360);
    close(polar(10, ringAngle(1)).y, -10);
  });

  it('turns the ring so a seat space is at the bottom', () => {
    for (const n of BOARD.facingSpaces) {
      const p = polar(10, ringAngle(n, turnToBottom(n)));
      close(p.x, 0);
      close(p.y, 10);
    }
  });

  it('opens both horseshoes at the bottom, symmetric about the vertical', () => {
    for (const [angle, size] of [
      [bluestoneAngle, BOARD.bluestones.size],
      [trilithonAngle, BOARD.trilithons.size],
    ] as const) {
      // The two ends are as far from the bottom (90°, or 450° once round) as each other; the middle is at the top.
      close(angle(1) - 90, 450 - angle(size));
      close(angle((1 + size) / 2), 270);
      expect(angle(2)).toBeGreaterThan(angle(1));
    }
  });
});

/**
 * The mail reply reader's cost (worker/mail-reply/body.ts, issue #56 item 1): CPU milliseconds to
 * find the deciding line of an HTML-only reply made of `<div` repeated and never closed, the
 * issue's shape, at 32, 64, 128 and 250 KB (the largest a reply may be is 256 KB). The old reader
 * was quadratic on it: 0.7, 5.9 and 56.9 s at 32, 64 and 250 KB in workerd. Median of seven runs after one untimed.
 */
import { decidingLine, replyText } from '@worker/mail-reply/body';
import { quantile } from './stats';

export const REPLY_SIZES_KB = [32, 64, 128, 250] as const;

export function benchReplyReading(): { kb: number; ms: number }[] {
  return REPLY_SIZES_KB.map((kb) => {
    const html = '<div'.repeat((kb * 1024) / 4);
    decidingLine(replyText({ html })); // untimed: the string made flat, the code compiled
    const times: number[] = [];
    for (let i = 0; i < 7; i++) {
      const start = process.cpuUsage();
      decidingLine(replyText({ html }));
      const used = process.cpuUsage(start);
      times.push((used.user + used.system) / 1000);
    }
    return { kb, ms: quantile(times, 0.5) };
  });
}

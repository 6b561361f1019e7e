import { describe, expect, it } from 'vitest';
import { oneAtATime } from './one-at-a-time';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('oneAtATime', () => {
  it('starts each task after the one before it has settled, in the order given', async () => {
    const run = oneAtATime();
    const events: string[] = [];
    const task = (name: string, ms: number) => async () => {
      events.push(`${name} start`);
      await wait(ms);
      events.push(`${name} end`);
      return name;
    };
    const answers = await Promise.all([run(task('card', 30)), run(task('sepa', 1))]);
    expect(answers).toEqual(['card', 'sepa']);
    expect(events).toEqual(['card start', 'card end', 'sepa start', 'sepa end']);
  });

  it('goes on after a failed task, whose caller gets the failure', async () => {
    const run = oneAtATime();
    const failed = run(async () => {
      await wait(5);
      throw new Error('declined');
    });
    const next = run(async () => 'next');
    await expect(failed).rejects.toThrow('declined');
    await expect(next).resolves.toBe('next');
  });
});

// Async tasks run one after another, in the order they were given, each starting when the one
// before it has settled (a failure does not stop the next). The checkout asks for its order this way
// (sections/checkout/use-pay.ts): a payment form that asks on mount and the customer's next choice
// must not cross, or the earlier request could replace the order of the later choice.

/** A runner: `run(task)` starts `task` after every task given before it has settled. */
export function oneAtATime(): <T>(task: () => Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const next = last.then(task);
    last = next.catch(() => undefined);
    return next;
  };
}

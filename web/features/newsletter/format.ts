/** "1,204 subscribers", "1 subscriber". */
export const subscribers = (n: number) =>
  `${n.toLocaleString('en-GB')} ${n === 1 ? 'subscriber' : 'subscribers'}`;

/** A number as the texts write it: "10,000". */
export const formatCount = (n: number) => n.toLocaleString('en-US');

/** A number and its noun, singular for one: "1 trip", "1,001 tips". */
export const counted = (n: number, word: string) => `${formatCount(n)} ${n === 1 ? word : `${word}s`}`;

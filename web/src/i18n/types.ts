/**
 * The shape every language must fill: the English area files are the source, and another
 * language's area has exactly their keys, a string for a string and a function with the same
 * parameters for a function. A missing or extra key fails `tsc` (docs/i18n.md).
 */
export type Message = string | ((...args: never[]) => string);
export type Area = Record<string, Message>;

export type Translation<T extends Area> = {
  [K in keyof T]: T[K] extends (...args: infer A) => string ? (...args: A) => string : string;
};

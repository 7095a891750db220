/**
 * Up to two upper-case initials: the first letter of each of a name's first two words that have
 * one. Punctuation, digits and symbols are never initials ("<Zoe" gives "Z", '"Sam" Lee' gives "SL").
 */
export function initials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .map((word) => word.match(/\p{L}/u)?.[0])
    .filter((letter): letter is string => Boolean(letter))
    .slice(0, 2)
    .map((letter) => letter.toLocaleUpperCase())
    .join('');
}

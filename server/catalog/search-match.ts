import { normaliseName } from '../../core/intelligence/names';
import { firstNotBefore } from '../../core/sorted';

/**
 * Word-level matching for /api/search (issue 15). A name or alias matches a query when every word
 * of the query matches a word of it: exactly, as a prefix, as a substring (the end of a word from 3
 * letters, "nba" in "WNBA"; anywhere from 5, so "nba" is not in "Coinbase"), or
 * as a typo of a word of similar length (one edit for words of 4-7 letters, two for longer). Typos
 * are tried only for a query word no name in the catalogue has as a word or a word's beginning, so
 * "messi" never pairs with "Mesa" and "nike" never with "Mike". No whole-name fuzzy score.
 */
export type Match = 'exact' | 'alias' | 'prefix' | 'word' | 'substring' | 'fuzzy';
export const TIER: Record<Match, number> = { exact: 0, alias: 1, prefix: 2, word: 3, substring: 4, fuzzy: 5 };

/** Letters NFKD keeps whole, spelled as people type them. */
const FOLD: Record<string, string> = {
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/** Lower case, no accents, apostrophes dropped, any other punctuation a space: "Coca-Cola" is "coca cola". */
export function searchText(text: string): string {
  return normaliseName(text)
    .replace(/[øæœßłđðþı]/g, (c) => FOLD[c] ?? c)
    .replace(/['’‘`´ʼ]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The edits a query word of this length may have to still match a word: none under 4 letters. */
export function typoBudget(length: number): number {
  return length < 4 ? 0 : length <= 7 ? 1 : 2;
}

/** Three rows of the distance table, reused: typo checks run over thousands of words per query. */
let rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/**
 * Optimal string alignment distance (insertions, deletions, substitutions, swaps of neighbours),
 * or max + 1 as soon as it is certainly larger than max.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (rows[0]!.length <= b.length) rows = rows.map(() => new Int32Array(b.length * 2 + 1));
  let [prev2, prev, row] = rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (
        i > 1 &&
        j > 1 &&
        a.charCodeAt(i - 1) === b.charCodeAt(j - 2) &&
        a.charCodeAt(i - 2) === b.charCodeAt(j - 1)
      )
        d = Math.min(d, prev2[j - 2]! + 1);
      row[j] = d;
      if (d < best) best = d;
    }
    if (best > max) return max + 1;
    [prev2, prev, row] = [prev, row, prev2];
  }
  return prev[b.length]!;
}

/** A name or alias as search compares it, its words interned in the index's dictionary. */
export interface SearchKey {
  text: string;
  /** Without spaces: "cocacola" finds "Coca-Cola". */
  compact: string;
  /** Dictionary ids of its words, then of its neighbouring words joined ("coca"+"cola"). */
  words: number[];
  pairs: number[];
  /** An alias, not the name. */
  alias: boolean;
  /** The name or an alias of the brand's group: matches at best as a word ("AB InBev" lists Budweiser). */
  group: boolean;
}

/** A query as search compares it. */
export interface SearchQuery {
  text: string;
  compact: string;
  /** Per query word, the grade of every dictionary word: 0 exact, 1 prefix, 2 substring, 3 typo, 9 none. */
  grades: Uint8Array[];
  /** Per query word, the dictionary words it grades (not NONE). */
  graded: number[][];
  /** No word-level match is possible: a word matches no word of any name, or there are too many. */
  hopeless: boolean;
}

const NONE = 9;
/** No name has more words: a longer query matches nothing (and costs nothing). */
const MAX_WORDS = 12;

/** The words of every key of the catalogue, each once, so a query word is graded against each once. */
export class WordIndex {
  private readonly words: string[] = [];
  private readonly joined: boolean[] = [];
  private readonly ids = new Map<string, number>();

  private intern(word: string, joined: boolean): number {
    let id = this.ids.get(word);
    if (id === undefined) {
      id = this.words.length;
      this.ids.set(word, id);
      this.words.push(word);
      this.joined.push(joined);
    } else if (!joined) this.joined[id] = false;
    return id;
  }

  key(name: string, alias: boolean, group = false): SearchKey {
    const text = searchText(name);
    const parts = text ? text.split(' ') : [];
    const pairs: number[] = [];
    for (let i = 1; i < parts.length; i++) pairs.push(this.intern(parts[i - 1]! + parts[i]!, true));
    return {
      text,
      compact: parts.join(''),
      words: parts.map((w) => this.intern(w, false)),
      pairs,
      alias,
      group,
    };
  }

  query(raw: string): SearchQuery {
    const text = searchText(raw);
    const parts = text ? text.split(' ') : [];
    const q = {
      text,
      compact: parts.join(''),
      grades: [] as Uint8Array[],
      graded: [] as number[][],
      hopeless: parts.length > MAX_WORDS,
    };
    for (const word of new Set(parts)) {
      if (q.hopeless) break;
      const { grades, graded } = this.grade(word);
      q.grades.push(grades);
      q.graded.push(graded);
      // Every word must match: one that matches no word at all ends the word search (the query
      // may still be a name, or its start, without the spaces: "moto gp", "cocacola").
      if (parts.length > 1 && !graded.length) q.hopeless = true;
    }
    return q;
  }

  /** How many distinct words (and joined neighbours) the index holds. */
  get size(): number {
    return this.words.length;
  }

  /** The word ids sorted by word and by reversed word (made when first needed after words were added). */
  private sorted: { byWord: Int32Array; byReversed: Int32Array; reversed: string[] } | undefined;
  private order() {
    if (this.sorted?.byWord.length === this.words.length) return this.sorted;
    const reversed = this.words.map(reverse);
    const ids = (text: string[]) =>
      Int32Array.from(
        Array.from({ length: text.length }, (_, i) => i).sort((a, b) =>
          text[a]! < text[b]! ? -1 : text[a]! > text[b]! ? 1 : 0,
        ),
      );
    this.sorted = { byWord: ids(this.words), byReversed: ids(reversed), reversed };
    return this.sorted;
  }

  /**
   * How each dictionary word matches a query word: 0 the word itself, 1 a word it starts, 2 a word
   * it ends (or, from five letters, is inside of), 3 a typo of a word when nothing else matches.
   * Words it starts or ends are ranges of the words sorted forwards and backwards; only a long
   * query word, or one that matches nothing so, is compared with every word.
   */
  private grade(q: string): { grades: Uint8Array; graded: number[] } {
    const grades = new Uint8Array(this.words.length).fill(NONE);
    const graded: number[] = [];
    const set = (id: number, grade: number) => {
      grades[id] = grade;
      graded.push(id);
    };
    const { byWord, byReversed, reversed } = this.order();
    for (let i = firstNotBefore(byWord, (id) => this.words[id]! < q); i < byWord.length; i++) {
      const id = byWord[i]!;
      if (!this.words[id]!.startsWith(q)) break;
      set(id, this.words[id] === q ? 0 : 1);
    }
    const known = graded.length > 0;
    if (q.length >= 3) {
      const rq = reverse(q);
      for (let i = firstNotBefore(byReversed, (id) => reversed[id]! < rq); i < byReversed.length; i++) {
        const id = byReversed[i]!;
        if (!reversed[id]!.startsWith(rq)) break;
        if (grades[id] === NONE && !this.joined[id]) set(id, 2);
      }
    }
    if (q.length >= 5) {
      for (let id = 0; id < this.words.length; id++)
        if (grades[id] === NONE && !this.joined[id] && this.words[id]!.includes(q)) set(id, 2);
    }
    const budget = typoBudget(q.length);
    if (known || budget === 0) return { grades, graded };
    for (let id = 0; id < this.words.length; id++) {
      if (grades[id] !== NONE || this.joined[id]) continue;
      if (Math.abs(this.words[id]!.length - q.length) > budget) continue;
      if (editDistance(q, this.words[id]!, budget) <= budget) set(id, 3);
    }
    return { grades, graded };
  }
}

const reverse = (w: string) => w.split('').reverse().join('');

export interface KeyMatch {
  match: Match;
  /** Sum of the query words' grades: exact words before prefixes, prefixes before typos. */
  grade: number;
  alias: boolean;
}

function found(key: SearchKey, match: Match, grade: number): KeyMatch {
  return { match: key.group && TIER[match] < TIER.word ? 'word' : match, grade, alias: key.alias };
}

/** How a key matches a query, or null. An empty query matches everything as a prefix. */
export function matchKey(key: SearchKey, q: SearchQuery): KeyMatch | null {
  if (!q.text) return { match: 'prefix', grade: 0, alias: key.alias };
  // The whole query against the whole name, with and without spaces: "moto gp", "cocacola".
  if (key.text === q.text || key.compact === q.compact) return found(key, key.alias ? 'alias' : 'exact', 0);
  if (q.hopeless) return key.compact.startsWith(q.compact) ? found(key, 'prefix', q.grades.length) : null;
  let worst = 0;
  let grade = 0;
  for (const grades of q.grades) {
    let best = NONE;
    for (const id of key.words) if (grades[id]! < best) best = grades[id]!;
    for (const id of key.pairs) if (grades[id]! < best) best = grades[id]!;
    if (best === NONE) {
      return key.compact.startsWith(q.compact) ? found(key, 'prefix', q.grades.length) : null;
    }
    if (best > worst) worst = best;
    grade += best;
  }
  if (key.text.startsWith(q.text) || key.compact.startsWith(q.compact)) return found(key, 'prefix', grade);
  return found(key, worst <= 1 ? 'word' : worst === 2 ? 'substring' : 'fuzzy', grade);
}

/** Negative when a is the better match. */
export function compareMatch(a: KeyMatch, b: KeyMatch): number {
  return TIER[a.match] - TIER[b.match] || a.grade - b.grade || Number(a.alias) - Number(b.alias);
}

/** The better of two matches of one entry. */
export function better(a: KeyMatch | null, b: KeyMatch | null): KeyMatch | null {
  if (!a || !b) return a ?? b;
  return compareMatch(b, a) < 0 ? b : a;
}

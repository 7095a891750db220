/** Which view the URL asks for: ?brand=, ?rightsHolder= or ?athlete= (so Back and links work). */
export type Selection = { kind: 'brand' | 'rightsHolder' | 'athlete'; name: string } | null;

/** The search screen's mode: which kind the typeahead looks for. */
export type Mode = 'brand' | 'sponsor' | 'talent';

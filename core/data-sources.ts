/**
 * The open data sets the dataset credits (data/dataset.json's credits, besides our editors' curated
 * facts): the Data sources page lists them, and every page that counts our sources counts this list.
 */
export const openDataSets = [
  {
    name: 'F1DB',
    licence: 'CC BY 4.0',
    use: 'Formula 1 teams and drivers, and by season the title sponsors named in team entries and the engine and tyre suppliers.',
    credit: 'Formula 1 data: F1DB, licensed under CC BY 4.0.',
  },
  {
    name: 'openfootball',
    licence: 'CC0 1.0 (public domain)',
    use: 'Football competitions of the 2025-26 and 2025 seasons and their clubs; the Euro 2024 and World Cup 2026 squads.',
    credit: 'Football data: openfootball, dedicated to the public domain.',
  },
  {
    name: 'S&P 500 companies list (datasets/s-and-p-500-companies)',
    licence: 'ODC Public Domain Dedication and Licence',
    use: 'Company names, sectors, sub-industries and headquarters.',
    credit: 'Company facts: the S&P 500 companies data package, public domain.',
  },
];

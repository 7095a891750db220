/** The search screen's quick-access chips (spec 02 section 2.1); the athletes are our choice. */
export const quickChips = {
  brand: ['Nike', 'Adidas', 'Coca-Cola', 'Emirates', 'Visa', 'Toyota', 'Rolex', 'Samsung'],
  rightsHolder: [
    'Champions League',
    'Premier League',
    'Formula 1',
    'FIFA World Cup',
    'Olympics',
    'NBA',
    'NFL',
    'UEFA',
  ],
  athlete: [
    'Cristiano Ronaldo',
    'Lionel Messi',
    'LeBron James',
    'Serena Williams',
    'Lewis Hamilton',
    'Kylian Mbappé',
  ],
} as const;

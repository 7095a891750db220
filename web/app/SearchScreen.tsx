import HelpLayer from '../features/help/HelpLayer';
import SearchPage from '../features/intelligence/SearchPage';

/** The /search screen: the intelligence tool with the help layer (guide, feedback, tour) over it. */
export default function SearchScreen() {
  return <SearchPage help={<HelpLayer />} />;
}

import { Link } from 'react-router';
import { brand } from '../../../core/brand';
import { explainerPath, routeTable } from '../../../core/routes';
import { buttonClass } from '../../ui/button';
import { DocPage } from '../../ui/page';

const route = routeTable.find((r) => r.path === explainerPath)!;
const p = brand.product;

export default function WhatIsPage() {
  return (
    <DocPage
      heading={route.heading}
      title={route.title}
      description={route.description}
      eyebrow="About"
      intro={
        <p>
          {p} is a sponsorship-intelligence platform for sports marketing. Search a brand, a competition or an
          athlete and see its sponsorship portfolio, what each partnership is worth and how healthy it is.
        </p>
      }
    >
      <h2>Who it is for</h2>
      <ul>
        <li>
          <strong>Brand managers and CMOs</strong> checking how their portfolio compares with competitors.
        </li>
        <li>
          <strong>Agencies and marketing strategists</strong> preparing pitches, renewals and recommendations.
        </li>
        <li>
          <strong>Rights holders and team analysts</strong> looking for the brands most likely to partner
          next.
        </li>
        <li>
          <strong>Talent managers</strong> sizing an athlete’s commercial potential and endorsement gaps.
        </li>
      </ul>
      <h2>What you see</h2>
      <p>
        A brand opens on its BaseLine score, industry, headquarters, estimated sponsorship budget and the
        number of properties it backs. The stack map counts its teams, athletes, events, leagues and
        federations. Below that sit the five metrics behind the score, recent campaigns, key headlines,
        contacts and AI insight panels.
      </p>
      <h2>The BaseLine score</h2>
      <p>
        BaseLine (also called BaseScore) runs from 0 to 100 and combines five metrics: visibility, energy,
        clarity, fit and range. A score of 85 or more marks a strong portfolio, 70 to 84 a solid one, and
        anything lower a portfolio with room to improve.
      </p>
      <h2>Where the data comes from</h2>
      <p>
        Facts come from openly licensed data sets (football competitions and clubs, Formula 1 teams and their
        title sponsors, company facts) and from well-known public sponsorships entered by hand. Every fact is
        marked verified, curated or modelled so you know how far to trust it.
      </p>
      <h2>Who builds it</h2>
      <p>
        {p} is built by {brand.agency.name}, a sports talent agency in {brand.agency.city}. Access to the
        tools is restricted to registered users.
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to="/search" className={buttonClass('primary')}>
          Try Intelligence Tool
        </Link>
        <Link to="/how-it-works" className={buttonClass('secondary')}>
          How it works
        </Link>
      </div>
    </DocPage>
  );
}

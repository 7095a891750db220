import type { TDeal, TDealValue } from '../contract/profile';
import { formatMoney } from './money';

const SYMBOL: Record<string, string> = { USD: '$', GBP: '£', EUR: '€', JPY: '¥', INR: '₹', BRL: 'R$' };

/** A published figure in its own currency: "£75M", "CHF 12M". */
export function originalAmount(amount: number, currency: string): string {
  const symbol = SYMBOL[currency];
  return symbol ? formatMoney(amount, symbol) : `${currency} ${formatMoney(amount, '')}`;
}

/** The headline figure of a deal's value: "$95M" for a reported one, "≈ $40M" for an estimate. */
export function valueFigure(v: TDealValue): string {
  if (v.kind === 'included') return 'In a wider deal';
  return v.kind === 'reported' ? formatMoney(v.usd) : `≈ ${formatMoney(v.usd)}`;
}

/** The kind of a value in a word: "Reported", "Estimate" or "League deal". */
export function valueKindLabel(v: TDealValue): string {
  return v.kind === 'reported' ? 'Reported' : v.kind === 'estimate' ? 'Estimate' : 'Wider deal';
}

/** What the figure is: "Reported (Manchester United plc, 2014): £75M a year" or "Estimate: $20M-$80M". */
export function valueBasis(v: TDealValue): string {
  if (v.kind === 'included') return `Valued within ${v.within}, not again here`;
  if (v.kind === 'reported') {
    const original = v.currency === 'USD' ? '' : `: ${originalAmount(v.amount, v.currency)} a year`;
    return `Reported (${v.publisher}, ${v.year})${original}${v.note ? `, ${v.note}` : ''}`;
  }
  return `Estimate: ${formatMoney(v.low)}-${formatMoney(v.high)}`;
}

/** One line for a deal's value, the same on the card, in the report and in exports. */
export function valueText(v: TDealValue): string {
  if (v.kind === 'included') return valueBasis(v);
  return `${valueFigure(v)} a year · ${valueBasis(v)}`;
}

/** "Kit supplier" or "Official partner (Official airline)". */
export function dealRole(d: Pick<TDeal, 'type' | 'role'>): string {
  return d.role && d.role !== d.type ? `${d.type} (${d.role})` : d.type;
}

/** "Manchester United FC" or "Red Bull Racing (as Infiniti Red Bull Racing)". */
export function partnerLabel(d: Pick<TDeal, 'partner' | 'partnerNameAtTime'>): string {
  return d.partnerNameAtTime ? `${d.partner} (as ${d.partnerNameAtTime})` : d.partner;
}

/** Where a fact comes from: "Curated · club announcement, Arsenal FC · checked 2025-09 · high confidence". */
export function sourceText(d: Pick<TDeal, 'source' | 'citation' | 'asOf' | 'confidence'>): string {
  const kind = d.source === 'verified' ? 'Verified (open data)' : 'Curated';
  return `${kind} · ${d.citation}${d.asOf ? ` · checked ${d.asOf}` : ''} · ${d.confidence} confidence`;
}

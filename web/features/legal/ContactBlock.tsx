import { brand } from '../../../core/brand';

/** An e-mail contact and the provider's postal address in London. */
export function ContactBlock({ email, label }: { email: string; label: string }) {
  return (
    <>
      <p>
        {label}: <a href={`mailto:${email}`}>{email}</a>
      </p>
      <address className="mt-3 text-slate-300 not-italic">
        {brand.agency.postalAddress.map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
      </address>
    </>
  );
}

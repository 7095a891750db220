import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ZDeskPartnershipCreate } from '../../../core/contract/desk';
import { toast } from '../../lib/toast-store';
import { buttonClass } from '../../ui/button';
import { SelectField } from '../../ui/form-field';
import { Modal } from '../../ui/modal';
import { DealFields } from './DealFields';
import { useCreatePartnership } from './data/create-partnership';
import { type DealDraft, dealInput, emptyDeal, yearOrderMessages } from './deal-draft';
import { FormError } from './FormError';
import { NoteField } from './TextArea';
import { type Picked, Typeahead } from './Typeahead';
import { useSending } from './use-sending';
import { type FieldErrors, issueMessages } from './validation';

type PartnerKind = 'property' | 'athlete';

/** Add a deal: the brand and the property or athlete (typeaheads), the deal's fields and the note. */
export function AddPartnershipDialog({
  open,
  onOpenChange,
  onCreated,
  types,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The new record's id, to open it. */
  onCreated(id: string): void;
  types: readonly string[];
}) {
  const create = useCreatePartnership();
  const [brand, setBrand] = useState<Picked | null>(null);
  const [kind, setKind] = useState<PartnerKind>('property');
  const [partner, setPartner] = useState<Picked | null>(null);
  const [draft, setDraft] = useState<DealDraft>(emptyDeal);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const { busy, refused, setRefused, send } = useSending();

  // Each opening starts from a blank form.
  useEffect(() => {
    if (!open) return;
    setBrand(null);
    setKind('property');
    setPartner(null);
    setDraft(emptyDeal());
    setNote('');
    setErrors({});
    setRefused(null);
  }, [open]);

  const submit = async () => {
    setRefused(null);
    const parsed = ZDeskPartnershipCreate.safeParse({
      brandId: brand?.id ?? '',
      partnerKind: kind,
      partnerId: partner?.id ?? '',
      ...dealInput(draft),
      note,
    });
    if (!parsed.success) {
      const found = issueMessages(parsed.error.issues, yearOrderMessages(draft));
      if (found.brandId) found.brandId = 'Pick a brand from the suggestions.';
      if (found.partnerId)
        found.partnerId = `Pick ${kind === 'athlete' ? 'an athlete' : 'a property'} from the suggestions.`;
      setErrors(found);
      return;
    }
    setErrors({});
    await send(async () => {
      const made = await create(parsed.data);
      toast({
        title: 'Partnership added',
        description: `${made.record.brand.name} – ${made.record.partner.name}`,
      });
      onCreated(made.record.id);
    }, 'The partnership could not be added.');
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Add partnership"
      description="A deal between a brand and a property or an athlete, with where it comes from."
      className="max-h-[92vh] max-w-3xl"
    >
      <form
        noValidate
        aria-label="Add partnership"
        className="mt-5 grid gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <Typeahead kind="brand" label="Brand" value={brand} onChange={setBrand} error={errors.brandId} />
          <SelectField
            label="Partner kind"
            value={kind}
            onChange={(e) => {
              setKind(e.target.value as PartnerKind);
              setPartner(null);
            }}
          >
            <option value="property">Property (team, league, event, federation)</option>
            <option value="athlete">Athlete</option>
          </SelectField>
        </div>
        <Typeahead
          key={kind}
          kind={kind}
          label={kind === 'athlete' ? 'Athlete' : 'Property'}
          value={partner}
          onChange={setPartner}
          error={errors.partnerId}
        />
        <DealFields
          draft={draft}
          errors={errors}
          types={types}
          onChange={(change) => setDraft((d) => ({ ...d, ...change }))}
        />
        <NoteField value={note} onChange={setNote} error={errors.note} />
        <FormError message={refused} />
        <div>
          <button type="submit" className={buttonClass('primary')} disabled={busy}>
            <Plus className="size-4" aria-hidden />
            {busy ? 'Adding...' : 'Add partnership'}
          </button>
        </div>
      </form>
    </Modal>
  );
}

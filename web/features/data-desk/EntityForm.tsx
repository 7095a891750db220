import { Save } from 'lucide-react';
import { useEffect, useState } from 'react';
import { type DeskEntityKind, propertyKinds } from '../../../core/contract/desk';
import { toast } from '../../lib/toast-store';
import { buttonClass } from '../../ui/button';
import { Field, SelectField } from '../../ui/form-field';
import type { DeskEntity, DeskEntityRecord } from './data/entity-types';
import { useSaveDeskEntity } from './data/save-desk-entity';
import { type EntityDraft, emptyEntity, entityFromRecord, entityInput, kindSpecs } from './entity-draft';
import { FormError } from './FormError';
import { NoteField, TextArea } from './TextArea';
import { Typeahead } from './Typeahead';
import { useSending } from './use-sending';
import type { FieldErrors } from './validation';

const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);

/**
 * Every input of a brand, property or athlete, checked by the contract's schema here and on the
 * server; saving sends the whole input (a PUT when editing) with the citation note.
 */
export function EntityForm({
  kind,
  entity,
  onSaved,
}: {
  kind: DeskEntityKind;
  /** The record being edited; null: a new one. */
  entity: DeskEntity | null;
  onSaved(saved: DeskEntityRecord): void;
}) {
  const spec = kindSpecs[kind];
  const save = useSaveDeskEntity();
  const [draft, setDraft] = useState<EntityDraft>(() =>
    entity ? entityFromRecord(entity) : emptyEntity(kind),
  );
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const { busy, refused, setRefused, send } = useSending();
  // A saved change or an undo brings a new record: the form starts from it.
  useEffect(() => {
    if (entity) setDraft(entityFromRecord(entity));
    setErrors({});
  }, [entity]);
  const set = (name: string, value: string) =>
    setDraft((d) => ({ ...d, values: { ...d.values, [name]: value } }));

  const submit = async () => {
    setRefused(null);
    const checked = entityInput(kind, draft, note);
    if (!checked.body) return setErrors(checked.errors);
    setErrors({});
    await send(async () => {
      const saved = await save(kind, entity?.row.id ?? null, checked.body);
      toast({ title: entity ? `${cap(spec.singular)} saved` : `${cap(spec.singular)} added` });
      setNote('');
      onSaved(saved);
    }, `The ${spec.singular} could not be saved.`);
  };

  return (
    <form
      noValidate
      aria-label={`${entity ? 'Edit' : 'Add'} ${spec.singular}`}
      className="grid gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {spec.fields.map((f) => {
          const value = draft.values[f.name] ?? '';
          if (f.type === 'aliases')
            return (
              <div key={f.name} className="sm:col-span-2">
                <TextArea
                  label={f.label}
                  hint="Other names people use: one a line, or separated by commas (at most 20)."
                  rows={3}
                  value={value}
                  error={errors[f.name]}
                  onChange={(e) => set(f.name, e.target.value)}
                />
              </div>
            );
          if (f.type === 'kind')
            return (
              <SelectField
                key={f.name}
                label={f.label}
                value={value}
                onChange={(e) => set(f.name, e.target.value)}
              >
                {propertyKinds.map((k) => (
                  <option key={k} value={k}>
                    {cap(k)}
                  </option>
                ))}
              </SelectField>
            );
          return (
            <Field
              key={f.name}
              label={f.label}
              hint={f.optional ? '(optional)' : undefined}
              value={value}
              maxLength={f.type === 'year' ? 8 : (f.max ?? 100) + 20}
              inputMode={f.type === 'year' ? 'numeric' : undefined}
              placeholder={f.type === 'year' ? 'YYYY' : undefined}
              error={errors[f.name]}
              onChange={(e) => set(f.name, e.target.value)}
            />
          );
        })}
        {spec.link && (
          <Typeahead
            kind={spec.link.kind}
            label={`${spec.link.label} (optional)`}
            value={draft.link}
            exclude={entity?.row.id}
            error={errors[spec.link.name]}
            onChange={(link) => setDraft((d) => ({ ...d, link }))}
          />
        )}
      </div>
      <NoteField value={note} onChange={setNote} error={errors.note} />
      <FormError message={refused} />
      <div>
        <button type="submit" className={buttonClass('primary')} disabled={busy}>
          <Save className="size-4" aria-hidden />
          {busy ? 'Saving...' : entity ? 'Save changes' : `Add ${spec.singular}`}
        </button>
      </div>
    </form>
  );
}

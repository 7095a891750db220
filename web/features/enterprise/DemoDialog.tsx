import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { brand } from '../../../core/brand';
import { type TDemoRequest, teamSizes, ZDemoRequest } from '../../../core/contract/enterprise';
import { notifyFailure } from '../../lib/notify';
import { toast } from '../../lib/toast-store';
import { buttonClass } from '../../ui/button';
import { Field, SelectField } from '../../ui/form-field';
import { Modal } from '../../ui/modal';
import { refusalMessage } from './data/errors';
import { requestDemo } from './data/request-demo';

/** Schedule Enterprise Demo: a short form, e-mailed to the sales address by the server. */
export function DemoDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<TDemoRequest>({
    resolver: zodResolver(ZDemoRequest),
    defaultValues: { name: '', email: '', company: '', teamSize: '11-50', message: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const res = await requestDemo(values);
      toast({ title: 'Demo requested', description: res.message });
      form.reset();
      onOpenChange(false);
    } catch (error) {
      const refusal = refusalMessage(error);
      if (refusal) setServerError(refusal);
      else notifyFailure(error, { title: 'Request failed', fallback: `Please e-mail ${brand.email.sales}.` });
    }
  });
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Schedule Enterprise Demo"
      description={`Tell us about your team and we will set up a walkthrough. It goes to ${brand.email.sales}.`}
      className="max-h-[80vh] max-w-lg"
    >
      <form onSubmit={submit} className="mt-5 grid gap-4" noValidate>
        <Field label="Name" autoComplete="name" error={errors.name?.message} {...form.register('name')} />
        <Field
          label="Work email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <Field
          label="Company"
          autoComplete="organization"
          error={errors.company?.message}
          {...form.register('company')}
        />
        <SelectField label="Team size" id="demo-team-size" {...form.register('teamSize')}>
          {teamSizes.map((s) => (
            <option key={s} value={s}>
              {s} people
            </option>
          ))}
        </SelectField>
        <div className="grid gap-1.5">
          <label htmlFor="demo-message" className="text-sm font-medium text-slate-200">
            What would you like to see? <span className="font-normal text-slate-400">(optional)</span>
          </label>
          <textarea
            id="demo-message"
            rows={3}
            maxLength={2000}
            className="w-full rounded-lg border border-ink-600 bg-ink-900 p-3 text-slate-100"
            {...form.register('message')}
          />
          {errors.message && <p className="text-sm text-red-300">{errors.message.message}</p>}
        </div>
        {serverError && (
          <p role="alert" className="text-sm text-red-300">
            {serverError}
          </p>
        )}
        <button type="submit" className={buttonClass('primary')} disabled={isSubmitting}>
          {isSubmitting ? 'Sending...' : 'Request demo'}
        </button>
      </form>
    </Modal>
  );
}

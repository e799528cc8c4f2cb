'use client';

import { SelectField } from '@/components/ui/form/fields';

type Props = {
  name: string;
  label: string;
  // The first option, for none ("No service page").
  noneLabel: string;
  services: readonly { id: string; title: string }[];
};

// A form field choosing one of the services by its title, or none (a checklist's service page, a
// consultation type's service).
export function ServiceSelect({ name, label, noneLabel, services }: Props) {
  return (
    <SelectField name={name} label={label}>
      <option value="">{noneLabel}</option>
      {services.map((service) => (
        <option key={service.id} value={service.id}>
          {service.title}
        </option>
      ))}
    </SelectField>
  );
}

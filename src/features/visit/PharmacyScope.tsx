import { PHARMACY_FORMS, type PharmacyForm } from '../../domain/visit/method-facts/product-kinds';
import { useId } from 'react';
import { Choices } from '../../ui/field/Choices';

const LABELS: Record<PharmacyForm, string> = {
  pill: 'Pills',
  patch: 'Patch',
  ring: 'Vaginal ring',
  injection: 'Injection',
};

/**
 * What this pharmacy's protocol lets the pharmacist start (U.S. SPR 2024, the pharmacist protocols): pills,
 * the patch and the ring, and, where the state allows, the injection. Kept with the pharmacy's
 * details for the next visits in this tab.
 */
export function PharmacyScope({
  scope,
  onChange,
}: {
  scope: readonly PharmacyForm[];
  onChange: (scope: PharmacyForm[]) => void;
}) {
  const id = useId();
  return (
    <Choices
      id={id}
      name={id}
      legend="This pharmacy may start"
      multiple
      options={PHARMACY_FORMS.map((form) => ({ value: form, label: LABELS[form] }))}
      checked={(form) => scope.includes(form)}
      onChange={(form, checked) =>
        onChange(PHARMACY_FORMS.filter((each) => (each === form ? checked : scope.includes(each))))
      }
      warning={
        scope.length === 0
          ? 'Nothing can be prescribed: choose what this pharmacy may start, or refer.'
          : undefined
      }
    />
  );
}

import { Search } from 'lucide-react';
import { Input } from './input';

type FilterBoxProps = {
  /** Accessible name, e.g. "Filter trips". */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
};

/** The search box above a dashboard's cards. */
export function FilterBox({ label, placeholder, value, onChange }: FilterBoxProps) {
  return (
    <div className="relative w-full sm:max-w-xs">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute start-3.5 top-1/2 size-4 -translate-y-1/2 text-slate-500"
      />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="ps-10"
      />
    </div>
  );
}

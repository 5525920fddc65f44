import { Search } from 'lucide-react';
import { Input } from '../../../components/ui/input';

/** Case-insensitive substring match on the destination. */
export function matchesDestination(destination: string, query: string): boolean {
  return destination.toLowerCase().includes(query.trim().toLowerCase());
}

export function TripFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div className="relative w-full sm:max-w-xs">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-slate-500"
      />
      <Input
        type="search"
        aria-label="Filter trips"
        placeholder="Filter trips..."
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="pl-10"
      />
    </div>
  );
}

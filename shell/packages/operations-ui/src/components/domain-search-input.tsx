export interface DomainSearchInputProps {
  /** Accessible name, e.g. "Search results". */
  label: string;
  value: string;
  onSearch: (search: string) => void;
}

/** The domain search box in the header of the results and operation domains cards. */
export function DomainSearchInput({ label, value, onSearch }: DomainSearchInputProps) {
  return (
    <input
      type="search"
      aria-label={label}
      placeholder="Search domain"
      value={value}
      onChange={(e) => onSearch(e.target.value)}
      className="h-8 rounded-md border border-input bg-background px-2 text-sm"
    />
  );
}

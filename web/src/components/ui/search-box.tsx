import { Input, InputGroup } from "@chakra-ui/react";
import { LuSearch } from "react-icons/lu";

export interface SearchBoxProps {
  /** What is typed: the caller sends it on, usually after a pause (useDebouncedDraft). */
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** Its name for screen readers, saying what is searched: "Search users by name or email". */
  label: string;
  maxLength: number;
}

/** A toolbar's search box without a visible label: the magnifier and the placeholder say what it is. */
export function SearchBox({ value, onChange, placeholder, label, maxLength }: SearchBoxProps) {
  return (
    <InputGroup startElement={<LuSearch aria-hidden="true" />}>
      <Input
        type="search"
        size="lg"
        bg="bg"
        placeholder={placeholder}
        aria-label={label}
        value={value}
        maxLength={maxLength}
        onChange={(event) => onChange(event.target.value)}
      />
    </InputGroup>
  );
}

import { useEffect, useId, useRef } from "react";
import { chakra, VisuallyHidden } from "@chakra-ui/react";

export interface TickBoxProps {
  checked: boolean;
  /** Some, not all, of what it stands for is ticked (a "select all" box). */
  indeterminate?: boolean;
  label: string;
  /** Why it cannot be ticked: it is disabled, and the reason shows on hover and is read out. */
  disabledReason?: string | null;
  onChange: (checked: boolean) => void;
}

/** A 40 px target around the box: a finger on a tablet hits it as easily as a mouse. */
const Target = chakra("label", {
  base: {
    display: "flex",
    alignItems: "center",
    justifyContent: "center",
    minW: "10",
    minH: "10",
    borderRadius: "md",
  },
  variants: {
    disabled: {
      true: { cursor: "not-allowed" },
      false: { cursor: "pointer", _hover: { bg: "bg.emphasized" } },
    },
  },
});

/**
 * A row's tick box. A native checkbox: React keeps it exactly as the selection says, also
 * when a tick is refused.
 */
export function TickBox({
  checked,
  indeterminate = false,
  label,
  disabledReason = null,
  onChange,
}: TickBoxProps) {
  const input = useRef<HTMLInputElement>(null);
  const reasonId = useId();
  useEffect(() => {
    if (input.current) input.current.indeterminate = indeterminate;
  }, [indeterminate]);
  const disabled = disabledReason !== null;
  return (
    <Target disabled={disabled} title={disabledReason ?? undefined}>
      <chakra.input
        ref={input}
        type="checkbox"
        boxSize="4.5"
        cursor="inherit"
        accentColor="brand.solid"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        aria-label={label}
        aria-describedby={disabled ? reasonId : undefined}
      />
      {disabled ? <VisuallyHidden id={reasonId}>{disabledReason}</VisuallyHidden> : null}
    </Target>
  );
}

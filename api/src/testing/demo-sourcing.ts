/**
 * Who makes the fixtures' lots and where they are delivered, as the demo reference lists name them: Dhaka
 * Knitwear's Gazipur unit, for the Bradford distribution centre.
 */
export const DEMO_SOURCING = {
  centre: { id: "UDC-BFD", name: "Bradford DC" },
  supplier: { id: "SUP-DKW", name: "Dhaka Knitwear Ltd" },
  factory: { id: "FAC-DKW-1", name: "Gazipur Unit 1" },
} as const;

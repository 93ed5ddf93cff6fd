import { useState, type FormEvent } from "react";
import { Box, Button, Flex, HStack, RadioCard, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { LuBookOpen, LuSettings2 } from "react-icons/lu";
import { Trans, useLingui } from "@lingui/react/macro";
import { AqlStandardSchema, REDUCED_SCORE, Z14_REDUCED_RUN, type AqlStandard } from "@aql-portal/shared";
import { DialogForm } from "../../../components/ui/dialog-form";
import { FailureAlert } from "../../../components/ui/failure-alert";
import { Modal } from "../../../components/ui/modal";
import { notify } from "../../../components/ui/toaster";
import { errorMessage } from "../../../lib/api-client";
import { shortTableName, STANDARD_LABELS } from "../../../lib/plan-tables";
import { updateSwitchingStandard } from "../api/update-standard";
import { useSwitchingChanged } from "../api/switching-cache";

const OUTCOME = { action: "switching-standard" };
const AQL_STANDARDS = AqlStandardSchema.options;

/** The standard's tables ("2-A, 2-B, 2-C"), the standard named once nearby. */
const tableNumbers = (standard: AqlStandard): string =>
  (["normal", "tightened", "reduced"] as const)
    .map((severity) => shortTableName(standard, severity).replace("Table ", ""))
    .join(", ");

/**
 * The standard every plan and switching rule follows, above the suppliers (so nobody has to guess which tables the
 * severities mean); administrators change it from here.
 */
export function StandardPanel({ standard, mayChange }: { standard: AqlStandard; mayChange: boolean }) {
  const { t } = useLingui();
  const [changing, setChanging] = useState(false);
  // The standard's tables and its way to reduced inspection, in a sentence.
  const tables = tableNumbers(standard);
  const terms =
    standard === "ISO2859-1"
      ? t`Normal, tightened and reduced inspection from Tables ${tables}; reduced inspection proposed at a switching score of ${REDUCED_SCORE}, for a reviewer or client manager to approve.`
      : t`Normal, tightened and reduced inspection from Tables ${tables}; reduced inspection proposed after ${Z14_REDUCED_RUN} lots accepted in a row, for a reviewer or client manager to approve.`;
  return (
    <Box as="section" aria-label={t`Standard`} layerStyle="card" px="4" py="3" mb="4">
      <Flex gap="3" align="center" wrap="wrap">
        <HStack gap="2" color="brand.900" fontWeight="semibold" flexShrink="0">
          <LuBookOpen aria-hidden="true" />
          <Text>{STANDARD_LABELS[standard]}</Text>
        </HStack>
        <Text fontSize="sm" color="fg.muted" flex="1 1 420px" minW="0">
          {terms}
        </Text>
        {mayChange ? (
          <Button size="sm" variant="outline" bg="bg" onClick={() => setChanging(true)} flexShrink="0">
            <LuSettings2 aria-hidden="true" />
            <Trans>Change the standard</Trans>
          </Button>
        ) : null}
      </Flex>
      {mayChange ? (
        <StandardDialog open={changing} standard={standard} onClose={() => setChanging(false)} />
      ) : null}
    </Box>
  );
}

function StandardDialog({
  open,
  standard,
  onClose,
}: {
  open: boolean;
  standard: AqlStandard;
  onClose: () => void;
}) {
  const [submitting, setSubmitting] = useState(false);
  return (
    <Modal open={open} onClose={onClose} busy={submitting} size="md">
      <StandardForm
        standard={standard}
        onClose={onClose}
        submitting={submitting}
        setSubmitting={setSubmitting}
      />
    </Modal>
  );
}

function StandardForm({
  standard,
  onClose,
  submitting,
  setSubmitting,
}: {
  standard: AqlStandard;
  onClose: () => void;
  submitting: boolean;
  setSubmitting: (on: boolean) => void;
}) {
  const { t } = useLingui();
  const hints: Readonly<Record<AqlStandard, string>> = {
    "ISO2859-1": t`Tables 2-A, 2-B and 2-C; the switching score decides when reduced inspection is proposed.`,
    "Z1.4": t`Tables II-A, II-B and II-C; reduced plans accept between Ac and Re, and the next lot returns to normal.`,
  };
  const [chosen, setChosen] = useState<AqlStandard>(standard);
  const [failure, setFailure] = useState<string | null>(null);
  const { standardChanged } = useSwitchingChanged();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || chosen === standard) return;
    setFailure(null);
    setSubmitting(true);
    updateSwitchingStandard({ standard: chosen })
      .then(async (list) => {
        await standardChanged(list);
        const standardName = STANDARD_LABELS[list.standard];
        notify(
          "success",
          t`Lots are planned from the tables of ${standardName} from now on.`,
          t`Standard changed`,
          OUTCOME,
        );
        onClose();
      })
      .catch((error: unknown) => setFailure(errorMessage(error)))
      .finally(() => setSubmitting(false));
  };

  return (
    <DialogForm
      title={t`Sampling standard`}
      intro={t`The tables every lot is planned from and the switching rules every supplier follows. Lots planned from now on use them; lots already planned keep their plan.`}
      onSubmit={submit}
      submitting={submitting}
      submitLabel={t`Change the standard`}
      submittingLabel={t`Changing`}
      submitDisabled={chosen === standard}
    >
      <Stack gap="4">
        {failure ? <FailureAlert title={t`The standard could not be changed`} message={failure} /> : null}
        <RadioCard.Root
          value={chosen}
          onValueChange={(details) => {
            const next = AQL_STANDARDS.find((candidate) => candidate === details.value);
            if (next) setChosen(next);
          }}
          colorPalette="brand"
          size="sm"
        >
          <RadioCard.Label srOnly>
            <Trans>Standard</Trans>
          </RadioCard.Label>
          <SimpleGrid columns={1} gap="2">
            {AQL_STANDARDS.map((option) => (
              <RadioCard.Item key={option} value={option} bg="bg">
                <RadioCard.ItemHiddenInput />
                <RadioCard.ItemControl py="3" px="3">
                  <RadioCard.ItemContent>
                    <RadioCard.ItemText>
                      {STANDARD_LABELS[option]}
                      {option === standard ? (
                        <Text as="span" fontWeight="normal" color="fg.muted">
                          {" "}
                          <Trans>(in force)</Trans>
                        </Text>
                      ) : null}
                    </RadioCard.ItemText>
                    <RadioCard.ItemDescription>{hints[option]}</RadioCard.ItemDescription>
                  </RadioCard.ItemContent>
                  <RadioCard.ItemIndicator />
                </RadioCard.ItemControl>
              </RadioCard.Item>
            ))}
          </SimpleGrid>
        </RadioCard.Root>
      </Stack>
    </DialogForm>
  );
}

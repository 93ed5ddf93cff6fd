import { useState, type FormEvent } from "react";
import { Box, Button, Flex, HStack, Skeleton, Text } from "@chakra-ui/react";
import { LuCalendarClock, LuSettings2 } from "react-icons/lu";
import { plural } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useSWRConfig } from "swr";
import { DEFAULT_CAR_SETTINGS, type CarSettings } from "@aql-portal/shared";
import { DialogForm } from "../../../components/ui/dialog-form";
import { FailureAlert } from "../../../components/ui/failure-alert";
import { TextField } from "../../../components/ui/form-field";
import { Modal } from "../../../components/ui/modal";
import { notify } from "../../../components/ui/toaster";
import { ApiRequestError, errorMessage } from "../../../lib/api-client";
import { fieldSentence } from "../../../lib/forms";
import { CAR_SETTINGS_KEY, updateCarSettings, useCarSettings } from "../api/car-settings";
import { checkDueDays } from "./settings-values";

const OUTCOME = { action: "car-settings" };

/**
 * The days a supplier gets to answer a new CAR, above the list for those who raise CARs (the raise form starts
 * from them); administrators change them from here, as they choose the sampling standard on the Suppliers page.
 */
export function CarSettingsPanel({ mayChange }: { mayChange: boolean }) {
  const { t } = useLingui();
  const settings = useCarSettings(true);
  const [changing, setChanging] = useState(false);
  const days = settings.data?.dueDays;

  if (settings.isLoading) return <Skeleton height="14" mb="4" borderRadius="lg" />;
  return (
    <Box as="section" aria-label={t`Days to answer`} layerStyle="card" px="4" py="3" mb="4">
      <Flex gap="3" align="center" wrap="wrap">
        <HStack gap="2" color="brand.900" fontWeight="semibold" flexShrink="0">
          <LuCalendarClock aria-hidden="true" />
          <Text>
            {days === undefined ? (
              <Trans>Days to answer</Trans>
            ) : (
              <Plural value={days} one="# day to answer" other="# days to answer" />
            )}
          </Text>
        </HStack>
        <Text fontSize="sm" color="fg.muted" flex="1 1 420px" minW="0">
          {days === undefined ? (
            <SettingsUnread problem={settings.error?.message} />
          ) : (
            <Plural
              value={days}
              one="A new request is due # day after it is raised, unless whoever raises it chooses another day."
              other="A new request is due # days after it is raised, unless whoever raises it chooses another day."
            />
          )}
        </Text>
        {mayChange ? (
          <Button size="sm" variant="outline" bg="bg" onClick={() => setChanging(true)} flexShrink="0">
            <LuSettings2 aria-hidden="true" />
            <Trans>Change the days</Trans>
          </Button>
        ) : null}
      </Flex>
      {mayChange ? (
        <Modal open={changing} onClose={() => setChanging(false)} size="sm">
          <SettingsForm current={settings.data ?? DEFAULT_CAR_SETTINGS} onDone={() => setChanging(false)} />
        </Modal>
      ) : null}
    </Box>
  );
}

/** The tenant's days could not be read: the product's default is offered, and why (when the API said). */
function SettingsUnread({ problem }: { problem: string | undefined }) {
  const defaultDays = DEFAULT_CAR_SETTINGS.dueDays;
  return problem ? (
    <Plural
      value={defaultDays}
      one={`The tenant's days to answer could not be read (${problem}): a new request is offered # day, the product's default.`}
      other={`The tenant's days to answer could not be read (${problem}): a new request is offered # days, the product's default.`}
    />
  ) : (
    <Plural
      value={defaultDays}
      one="The tenant's days to answer could not be read: a new request is offered # day, the product's default."
      other="The tenant's days to answer could not be read: a new request is offered # days, the product's default."
    />
  );
}

function SettingsForm({ current, onDone }: { current: CarSettings; onDone: () => void }) {
  const { t } = useLingui();
  const { mutate } = useSWRConfig();
  const [typed, setTyped] = useState(String(current.dueDays));
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setFailure(null);
    const checked = checkDueDays(typed);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    if (checked.settings.dueDays === current.dueDays) {
      onDone();
      return;
    }
    setSubmitting(true);
    updateCarSettings(checked.settings)
      .then(async (saved) => {
        await mutate(CAR_SETTINGS_KEY, saved, { revalidate: false });
        const dueDays = saved.dueDays;
        notify(
          "success",
          plural(dueDays, {
            one: "New requests are due # day after they are raised.",
            other: "New requests are due # days after they are raised.",
          }),
          t`Days to answer changed`,
          OUTCOME,
        );
        onDone();
      })
      .catch((failed: unknown) => {
        const field =
          failed instanceof ApiRequestError
            ? failed.fieldErrors.find((problem) => problem.field.endsWith("dueDays"))
            : undefined;
        if (field) setError(fieldSentence(t`Days to answer`, field.message));
        else setFailure(errorMessage(failed));
      })
      .finally(() => setSubmitting(false));
  };

  return (
    <DialogForm
      title={t`Days to answer`}
      intro={t`How many days a supplier gets to answer a new corrective action request. Requests already raised keep their due date.`}
      onSubmit={submit}
      submitting={submitting}
      submitLabel={t`Save`}
      submittingLabel={t`Saving`}
    >
      {failure ? <FailureAlert title={t`The days could not be changed`} message={failure} mb="4" /> : null}
      <TextField
        label={t`Days to answer`}
        required
        inputMode="numeric"
        autoFocus
        helper={t`From 1 to 120 days.`}
        value={typed}
        error={error}
        onChange={(value) => {
          setTyped(value);
          setError(undefined);
        }}
      />
    </DialogForm>
  );
}

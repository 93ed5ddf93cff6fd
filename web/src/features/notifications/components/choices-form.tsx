import { useState, type FormEvent } from "react";
import { Box, Button, chakra, RadioCard, SimpleGrid, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useSWRConfig } from "swr";
import {
  EMAIL_CHOICE_LABELS,
  EMAIL_CHOICES,
  type EmailChoice,
  type NotificationChoices,
} from "@aql-portal/shared";
import { FailureAlert } from "../../../components/ui/failure-alert";
import { PanelFooter } from "../../../components/ui/panel-footer";
import { notify } from "../../../components/ui/toaster";
import { errorMessage } from "../../../lib/api-client";
import { choicesKey, updateNotificationChoices } from "../api/notification-choices";
import { changedChoices, chosenOf, digestSentence, linkRefusal, type ChosenChoices } from "./choices-values";

const OUTCOME = { action: "notification-choices" };
const PANEL_PX = { base: "5", md: "6" } as const;

export interface ChoicesFormProps {
  saved: NotificationChoices;
  /** The e-mail link's token, when the person is not signed in; null signed in. */
  token: string | null;
  /** The link was refused while saving (it expired meanwhile): the page says so instead of the form. */
  onLinkRefused: (error: unknown) => void;
}

/**
 * How the person is e-mailed about each kind of event their role is told of: at once, in the daily digest, or not
 * at all, one radio group a kind; where the e-mails go and when the digest is sent. Save sends what changed.
 */
export function ChoicesForm({ saved, token, onLinkRefused }: ChoicesFormProps) {
  const { t } = useLingui();
  const { mutate } = useSWRConfig();
  const [chosen, setChosen] = useState<ChosenChoices>(() => chosenOf(saved));
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const changes = changedChoices(saved, chosen);
  const changed = Object.keys(changes).length > 0;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving || !changed) return;
    setSaving(true);
    setFailure(null);
    updateNotificationChoices({ choices: changes, ...(token === null ? {} : { token }) })
      .then(async (next) => {
        await mutate(choicesKey(token), next, { revalidate: false });
        setChosen(chosenOf(next));
        notify(
          "success",
          t`You will be e-mailed as you chose from now on.`,
          t`E-mail choices saved`,
          OUTCOME,
        );
      })
      .catch((error: unknown) => {
        if (token !== null && linkRefusal(error)) onLinkRefused(error);
        else setFailure(errorMessage(error));
      })
      .finally(() => setSaving(false));
  };

  const email = saved.email;
  return (
    <chakra.form onSubmit={submit} noValidate layerStyle="panel" boxShadow="xs">
      <Box px={PANEL_PX} py="5" borderBottomWidth="1px">
        <Text>
          <Trans>
            E-mails go to{" "}
            <Text as="span" fontWeight="semibold" overflowWrap="anywhere">
              {email}
            </Text>
            .
          </Trans>
        </Text>
        <Text color="fg.muted" fontSize="sm" mt="1">
          {digestSentence(saved)}{" "}
          <Trans>The bell in the portal tells you of all of them, whatever you choose here.</Trans>
        </Text>
      </Box>
      {failure ? (
        <Box px={PANEL_PX} pt="5">
          <FailureAlert title={t`Your choices could not be saved`} message={failure} />
        </Box>
      ) : null}
      <chakra.ul listStyle="none" m="0" px={PANEL_PX} py="2">
        {saved.choices.map(({ kind, label }) => (
          <ChoiceRow
            key={kind}
            label={label}
            value={chosen[kind]}
            disabled={saving}
            onChange={(choice) => {
              setChosen((current) => ({ ...current, [kind]: choice }));
              setFailure(null);
            }}
          />
        ))}
      </chakra.ul>
      <PanelFooter px={PANEL_PX}>
        <Text fontSize="sm" color="fg.muted" flex="1" role="status">
          {changed ? t`You have changes not saved yet.` : null}
        </Text>
        <Button
          type="submit"
          colorPalette="brand"
          size="lg"
          loading={saving}
          loadingText={t`Saving`}
          disabled={!changed}
        >
          <Trans>Save</Trans>
        </Button>
      </PanelFooter>
    </chakra.form>
  );
}

/** One kind of event: its name, and its three choices as a radio group named by it. */
function ChoiceRow({
  label,
  value,
  disabled,
  onChange,
}: {
  label: string;
  value: EmailChoice | undefined;
  disabled: boolean;
  onChange: (choice: EmailChoice) => void;
}) {
  return (
    <chakra.li py="3" borderBottomWidth="1px" _last={{ borderBottomWidth: "0" }}>
      <RadioCard.Root
        value={value ?? null}
        onValueChange={(details) => {
          const next = EMAIL_CHOICES.find((choice) => choice === details.value);
          if (next) onChange(next);
        }}
        colorPalette="brand"
        size="sm"
        disabled={disabled}
        flexDirection={{ base: "column", lg: "row" }}
        alignItems={{ base: "stretch", lg: "center" }}
        gap={{ base: "2", lg: "4" }}
      >
        <RadioCard.Label flex="1" minW="0" fontSize="md" fontWeight="medium" color="fg">
          {label}
        </RadioCard.Label>
        <SimpleGrid columns={3} gap="2" flexShrink="0" w={{ base: "full", lg: "36rem" }}>
          {EMAIL_CHOICES.map((choice) => (
            <RadioCard.Item key={choice} value={choice} bg="bg">
              <RadioCard.ItemHiddenInput />
              <RadioCard.ItemControl py="2" px="3" alignItems="center">
                <RadioCard.ItemText>{EMAIL_CHOICE_LABELS[choice]}</RadioCard.ItemText>
                <RadioCard.ItemIndicator />
              </RadioCard.ItemControl>
            </RadioCard.Item>
          ))}
        </SimpleGrid>
      </RadioCard.Root>
    </chakra.li>
  );
}

import { useState } from "react";
import { Alert, Box, Button, Skeleton, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useLocation, useNavigate, useParams } from "react-router-dom";
import { Trans, useLingui } from "@lingui/react/macro";
import { checkUserAction, messages, webRoutes, type CreateUser, type User } from "@aql-portal/shared";
import { notify } from "../../../components/ui/toaster";
import { StaleAlert } from "../../../components/ui/stale-alert";
import { ApiRequestError, errorMessage } from "../../../lib/api-client";
import { useSession } from "../../../lib/auth/session-context";
import { useUser } from "../api/get-user";
import { useUpdateUser, userAction } from "../api/update-user";
import { PageHeader } from "../../../components/layouts/page-header";
import { UserForm } from "./user-form";
import { formValuesOf, userFieldLabels, type UserFieldErrors } from "./user-form-values";
import { FailureAlert } from "../../../components/ui/failure-alert";
import { LoadFailure } from "../../../components/ui/load-failure";
import { fieldErrorsFromServer } from "../../../lib/forms";

type Failure = { kind: "stale"; message: string } | { kind: "failed"; message: string };

/** /user/edit-user/:userId: the add-user form, filled in from the user, saved with their etag. */
export function EditUserPage() {
  const { t } = useLingui();
  const { userId = "" } = useParams();
  const { data: user, error, isLoading, mutate } = useUser(userId);
  const navigate = useNavigate();
  const location = useLocation();
  // Back where the administrator came from (the list with its search), or the list after a fresh load.
  const leave = () => void (location.key === "default" ? navigate(webRoutes.users) : navigate(-1));

  return (
    <>
      <PageHeader
        title={t`Edit user`}
        description={
          user ? `${user.name} · ${user.email}` : t`Change their details, role, locations or platform.`
        }
        back={{ to: webRoutes.users, label: t`Users` }}
      />
      {user ? (
        // A reload (after someone else's change) starts the form again from the new version.
        <EditUserForm key={user.etag} user={user} onReload={() => void mutate()} onDone={leave} />
      ) : isLoading ? (
        <FormSkeleton />
      ) : (
        <Box layerStyle="panel" px="6" py="12" maxW="880px">
          <LoadFailure
            textAlign="center"
            title={t`This user could not be loaded.`}
            message={error?.message ?? messages.internalError}
            action={
              <Button variant="outline" size="sm" onClick={() => void navigate(webRoutes.users)}>
                <Trans>Back to Users</Trans>
              </Button>
            }
          />
        </Box>
      )}
    </>
  );
}

function EditUserForm({ user, onReload, onDone }: { user: User; onReload: () => void; onDone: () => void }) {
  const { t } = useLingui();
  const session = useSession();
  const me = { id: session.user.id, role: session.role.name };
  const { trigger } = useUpdateUser();
  const [failure, setFailure] = useState<Failure | null>(null);
  const self = user.id === me.id;
  const allowed = checkUserAction(me, { ...user, role: user.role.name }, "edit");

  // Every outcome of a change to this user (a save here, an action on the list) is one action's: the newest
  // replaces the one on screen.
  const outcome = { action: userAction(user.id) };

  const submit = async (input: CreateUser): Promise<UserFieldErrors | undefined> => {
    setFailure(null);
    try {
      await trigger({ user, change: { action: "edit", ...input } });
      notify("success", messages.userUpdated, undefined, outcome);
      onDone();
      return undefined;
    } catch (error) {
      const message = errorMessage(error);
      if (error instanceof ApiRequestError && error.status === 412) {
        setFailure({ kind: "stale", message });
        return undefined;
      }
      notify("error", message, messages.unableToUpdateUser, outcome);
      setFailure({ kind: "failed", message });
      if (error instanceof ApiRequestError)
        return fieldErrorsFromServer(error.fieldErrors, userFieldLabels()).fields;
      return undefined;
    }
  };

  let notice = null;
  if (!allowed.allowed) {
    notice = (
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Title>{allowed.reason}</Alert.Title>
      </Alert.Root>
    );
  } else if (failure?.kind === "stale") {
    notice = (
      <StaleAlert title={messages.userChangedElsewhere} onReload={onReload}>
        <Trans>Reload to see their latest details; the changes you made here are replaced.</Trans>
      </StaleAlert>
    );
  } else if (failure) {
    notice = <FailureAlert title={messages.unableToUpdateUser} message={failure.message} />;
  }

  return (
    <UserForm
      initial={formValuesOf(user)}
      actorRole={me.role}
      roleLockedHint={self ? messages.cannotChangeOwnRole : undefined}
      roleHelper={
        user.role.name === "PENDING" ? t`Awaiting approval: saving with a role approves them.` : undefined
      }
      submitLabel={t`Save changes`}
      onSubmit={submit}
      onCancel={onDone}
      notice={notice}
      readOnly={!allowed.allowed}
    />
  );
}

function FormSkeleton() {
  return (
    <Box layerStyle="panel" p={{ base: "5", md: "8" }} maxW="880px" aria-busy="true">
      <Text srOnly role="status">
        <Trans>Loading the user…</Trans>
      </Text>
      <Stack gap="6" aria-hidden="true">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          {Array.from({ length: 4 }, (_, index) => (
            <Stack key={index} gap="2">
              <Skeleton height="4" width="24" />
              <Skeleton height="11" />
            </Stack>
          ))}
        </SimpleGrid>
        <Skeleton height="14" />
        <Skeleton height="24" />
      </Stack>
    </Box>
  );
}

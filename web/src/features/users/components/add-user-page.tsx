import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { useLingui } from "@lingui/react/macro";
import { messages, webRoutes, type CreateUser } from "@aql-portal/shared";
import { notify } from "../../../components/ui/toaster";
import { ApiRequestError, errorMessage } from "../../../lib/api-client";
import { useSession } from "../../../lib/auth/session-context";
import { useCreateUser } from "../api/create-user";
import { PageHeader } from "../../../components/layouts/page-header";
import { UserForm } from "./user-form";
import { EMPTY_USER_FORM, userFieldLabels, type UserFieldErrors } from "./user-form-values";
import { usersListPath } from "./users-list-path";
import { FailureAlert } from "../../../components/ui/failure-alert";
import { fieldErrorsFromServer } from "../../../lib/forms";

/** Each try at adding someone: the newest outcome replaces the one on screen. */
const ADD_USER = { action: "add-user" };

/** /user/add-user: an administrator adds someone, approved with the role given (spec §2 add user). */
export function AddUserPage() {
  const { t } = useLingui();
  const { role } = useSession();
  const navigate = useNavigate();
  const { trigger } = useCreateUser();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (input: CreateUser): Promise<UserFieldErrors | undefined> => {
    setFailure(null);
    try {
      const created = await trigger(input);
      notify("success", messages.userAdded, undefined, ADD_USER);
      // Back to the list, searched for the new person so they are the row on screen.
      void navigate(usersListPath({ search: created.email }));
      return undefined;
    } catch (error) {
      const message = errorMessage(error);
      notify("error", message, messages.userCannotBeAdded, ADD_USER);
      setFailure(message);
      if (error instanceof ApiRequestError)
        return fieldErrorsFromServer(error.fieldErrors, userFieldLabels()).fields;
      return undefined;
    }
  };

  return (
    <>
      <PageHeader
        title={t`Add user`}
        description={t`They are approved with the role you give them and can sign in with their work account straight away.`}
        back={{ to: webRoutes.users, label: t`Users` }}
      />
      <UserForm
        initial={EMPTY_USER_FORM}
        actorRole={role.name}
        submitLabel={t`Add user`}
        onSubmit={submit}
        onCancel={() => void navigate(webRoutes.users)}
        notice={failure ? <FailureAlert title={messages.userCannotBeAdded} message={failure} /> : null}
      />
    </>
  );
}

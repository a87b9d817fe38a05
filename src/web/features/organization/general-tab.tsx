import { useQueryClient } from '@tanstack/react-query';
import {
  type Organization,
  OrganizationDetailsFields,
  useOrganizationDetailsForm,
} from '@/web/components/organization-details-form';
import { Button } from '@/web/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { ME_QUERY_KEY } from '@/web/hooks/use-me';

function ReadOnly({ label, value }: { label: string; value: string }) {
  return (
    <div className="space-y-1">
      <dt className="text-muted-foreground text-sm">{label}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}

/** General: the organization's details (admin edits; subdomain and tier are read only). */
export function GeneralTab({
  organization,
  canManage,
}: {
  organization: Organization;
  canManage: boolean;
}) {
  const queryClient = useQueryClient();
  const { form, onSubmit } = useOrganizationDetailsForm(organization, {
    success: 'Organization updated successfully',
    onSaved: () => void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Organization details</CardTitle>
        <CardDescription>Your organization’s name, location, size and currency.</CardDescription>
      </CardHeader>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-6">
        <fieldset disabled={!canManage} className="contents">
          <CardContent className="grid gap-5 sm:grid-cols-2">
            <OrganizationDetailsFields form={form} disabled={!canManage}>
              <dl className="grid gap-5 sm:col-span-2 sm:grid-cols-2">
                <ReadOnly label="Subdomain" value={organization.subdomain} />
                <ReadOnly label="Subscription tier" value={organization.subscriptionTier} />
              </dl>
            </OrganizationDetailsFields>
          </CardContent>
        </fieldset>
        {canManage ? (
          <CardFooter className="justify-end border-t pt-6">
            <Button type="submit" busy={form.formState.isSubmitting} className="w-full sm:w-auto">
              Save Changes
            </Button>
          </CardFooter>
        ) : null}
      </form>
    </Card>
  );
}

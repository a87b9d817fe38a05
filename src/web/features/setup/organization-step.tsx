import { ArrowRight } from 'lucide-react';
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

/** Step 1: the organization's details, prefilled from /me, saved with PATCH /organization. */
export function OrganizationStep({
  organization,
  onSaved,
}: {
  organization: Organization;
  onSaved: () => void;
}) {
  const { form, onSubmit } = useOrganizationDetailsForm(organization, {
    success: 'Organization details saved',
    onSaved,
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Organization Setup</CardTitle>
        <CardDescription>
          Tell us about your organization. You can change these details later.
        </CardDescription>
      </CardHeader>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-6">
        <CardContent className="grid gap-5 sm:grid-cols-2">
          <OrganizationDetailsFields form={form} />
        </CardContent>
        <CardFooter className="justify-end border-t pt-6">
          <Button type="submit" busy={form.formState.isSubmitting} className="w-full sm:w-auto">
            Continue <ArrowRight />
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}

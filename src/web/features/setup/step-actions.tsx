import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/web/components/ui/button';
import { CardFooter } from '@/web/components/ui/card';

/** The footer of a step: Back on the left; Skip for Now and the step's main action on the right. */
export function StepActions({
  onBack,
  onSkip,
  skipBusy = false,
  disabled = false,
  children,
}: {
  onBack: () => void;
  onSkip: () => void;
  skipBusy?: boolean;
  disabled?: boolean;
  /** The main action: Continue or Complete Setup. */
  children: ReactNode;
}) {
  return (
    <CardFooter className="flex-col-reverse gap-3 border-t pt-6 sm:flex-row sm:justify-between">
      <Button
        type="button"
        variant="ghost"
        onClick={onBack}
        disabled={disabled}
        className="w-full sm:w-auto"
      >
        <ArrowLeft /> Back
      </Button>
      <div className="flex w-full flex-col-reverse gap-3 sm:w-auto sm:flex-row">
        <Button
          type="button"
          variant="outline"
          onClick={onSkip}
          busy={skipBusy}
          disabled={disabled}
          className="w-full sm:w-auto"
        >
          Skip for Now
        </Button>
        {children}
      </div>
    </CardFooter>
  );
}

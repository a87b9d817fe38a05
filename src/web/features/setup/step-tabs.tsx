import type { ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';

/**
 * The two ways of the Resources and Customers steps. Both panels stay mounted, so a chosen
 * file or a half-filled form survives a look at the other tab.
 */
export function StepTabs({
  label,
  manual,
  csv,
}: {
  label: string;
  manual: ReactNode;
  csv: ReactNode;
}) {
  return (
    <Tabs defaultValue="manual" className="gap-5">
      <TabsList aria-label={label} className="w-full sm:w-fit">
        <TabsTrigger value="manual" className="px-4">
          Manual Entry
        </TabsTrigger>
        <TabsTrigger value="csv" className="px-4">
          CSV Import
        </TabsTrigger>
      </TabsList>
      <TabsContent value="manual" forceMount className="space-y-6 data-[state=inactive]:hidden">
        {manual}
      </TabsContent>
      <TabsContent value="csv" forceMount className="data-[state=inactive]:hidden">
        {csv}
      </TabsContent>
    </Tabs>
  );
}

import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { projectUpdateSchema } from '@/shared/schemas/projects';

// Add and Edit share one form resolved by projectUpdateSchema: the add form never sets status,
// so what it sends is exactly projectInputSchema's shape.
export type ProjectFormValues = z.input<typeof projectUpdateSchema>;
export type ProjectFormOutput = z.output<typeof projectUpdateSchema>;
export type ProjectForm = UseFormReturn<ProjectFormValues, unknown, ProjectFormOutput>;

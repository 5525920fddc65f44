import { toast } from 'sonner';

/** Success and error messages: a title and an optional sentence below it. */
export function showSuccess(title: string, description?: string): void {
  toast.success(title, { description });
}

export function showError(title: string, description?: string): void {
  toast.error(title, { description });
}

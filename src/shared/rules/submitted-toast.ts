/** "1 recommendation", "3 recommendations". */
export function tipCountText(count: number): string {
  return `${count} recommendation${count === 1 ? '' : 's'}`;
}

/**
 * The success toast after recommendations are sent, by a friend or by the owner in the add dialog:
 * "Recommendations submitted!" / "Thank you for your {n} recommendation(s)!".
 */
export function submittedToast(count: number): { title: string; description: string } {
  return {
    title: 'Recommendations submitted!',
    description: `Thank you for your ${tipCountText(count)}!`,
  };
}

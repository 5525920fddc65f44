import { Compass, Home } from 'lucide-react';
import { Button } from '../components/ui/button';
import { StatusCard } from '../components/ui/status-card';

/** Only reached by a path the server sent here but no friend page knows (the server filters the rest). */
export function FriendNotFound() {
  return (
    <StatusCard
      icon={<Compass />}
      title="Oops! Page not found"
      text="This road doesn't lead anywhere. The page may have moved, or the link may be mistyped."
      action={
        <Button asChild size="lg">
          <a href="/">
            <Home aria-hidden="true" />
            Return to Home
          </a>
        </Button>
      }
    />
  );
}

import { Navigate } from 'react-router';
import { useSession } from '../../auth/api';
import { ClosingCall } from '../components/closing-call';
import { Hero } from '../components/hero';
import { HowItWorks } from '../components/how-it-works';
import { PAGES } from '../../../../shared/pages/page-table.js';

/**
 * The public front page. It paints without waiting for the session; a visitor whose session turns
 * out to be signed in goes on to their trips (usually the router has sent them before it renders).
 */
export function LandingPage() {
  const { user } = useSession();
  if (user) return <Navigate to={PAGES.dashboard.href()} replace />;
  return (
    <>
      <Hero />
      <HowItWorks />
      <ClosingCall />
    </>
  );
}

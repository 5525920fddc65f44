import { ClosingCall } from '../components/closing-call';
import { Hero } from '../components/hero';
import { HowItWorks } from '../components/how-it-works';

/** The public front page; signed-in visitors are sent to their trips before it renders. */
export function LandingPage() {
  return (
    <>
      <Hero />
      <HowItWorks />
      <ClosingCall />
    </>
  );
}

/**
 * What one batch tells its trip's owner, on every channel: the mail is written from it, and a webhook
 * sends it as JSON or in the shape its service expects (decision 060).
 */
export interface NoticeTip {
  category: string;
  content: string;
  contributor_name: string | null;
}

export interface BatchNotice {
  /** One line: "3 new tips for Lisbon". */
  title: string;
  /** Plain text: who sent what, and the first tips' words. */
  message: string;
  /** The owner's trip page, or null when PUBLIC_URL is not set. */
  url: string | null;
  trip: { id: string; destination: string };
  /** Every tip of the batch, in the order sent. */
  tips: NoticeTip[];
}

import type { OpportunityAnswers } from '../../lib/opportunity-card/answers';

// Answers of the Opportunity Card check worth 5 points with every requirement met: experience 2
// of the last 5 years (2), German B1 (2), age 35 to 39 (1). One short of the minimum of 6. Shared
// by the integration tests and the e2e test of leads sent with the check.
export const FIVE_POINTS: OpportunityAnswers = {
  qualification: 'foreign-degree',
  recognition: 'not-yet',
  shortageOccupation: 'no',
  experience: 'two-of-five',
  german: 'b1',
  english: 'below-b2',
  age: '35-to-39',
  previousStay: 'none',
  partner: 'no',
  funds: 'yes',
};

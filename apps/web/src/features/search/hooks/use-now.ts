import { useState } from 'react';

/** The time the component first rendered, for "posted 3 days ago". */
export const useNow = (): number => {
  const [now] = useState(Date.now);
  return now;
};

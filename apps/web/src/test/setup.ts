// Every web test file: queries that wait (findBy*, waitFor) allow for a machine busy with the
// other test tiers; a React render on two shared cores can take longer than the 1 s default.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5000 });

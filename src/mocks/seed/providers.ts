import type { MockProvider } from '../state';

export const seedProviders: MockProvider[] = [
  {
    id: 1,
    email: 'provider@demo.contrarx.test',
    clerk_id: 'user_demo_provider',
    organization_id: 1,
  },
  {
    id: 2,
    email: 'dana.okafor@riverside-whp.example',
    clerk_id: 'user_2kQ7hVx9RbT3mN1pLwZ4sY8cF6d',
    organization_id: 1,
  },
  {
    id: 3,
    email: 'luis.ortega@riverside-whp.example',
    clerk_id: 'user_2kQ8jWy1ScU4nO2qMxA5tZ9dG7e',
    organization_id: 1,
  },
  {
    id: 4,
    email: 'amelia.brooks@northgate-cc.example',
    clerk_id: 'user_2kR1mXz3TdV5pP3rNyB6uA0eH8f',
    organization_id: 2,
  },
  {
    id: 5,
    email: 'kenji.watanabe@northgate-cc.example',
    clerk_id: 'user_2kR2nYa4UeW6qQ4sOzC7vB1fI9g',
    organization_id: 2,
  },
];

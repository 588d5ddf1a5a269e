import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  WEBHOOKS_QUERY_KEY,
  type WebhookEndpointInput,
  type WebhookSecretResponse,
} from '@app/contract/webhooks';
import { Text } from 'shared_ui/typography';
import { StaffScreen, StaffSection } from '../shell/StaffScreen';
import { EndpointForm } from './EndpointForm';
import { EndpointPanel } from './EndpointPanel';
import { addEndpoint, readEndpoints } from './integrationsApi';
import { SecretNotice } from './SecretNotice';

/** /admin/integrations: the webhooks that hand enquiries and meetings to the firm's other tools. */
export function IntegrationsPage() {
  const queryClient = useQueryClient();
  const [shown, setShown] = useState<WebhookSecretResponse | null>(null);
  // A new form after each add, so its fields start empty again.
  const [formKey, setFormKey] = useState(0);
  const endpoints = useQuery({ queryKey: WEBHOOKS_QUERY_KEY, queryFn: readEndpoints });
  const add = useMutation({
    mutationFn: (input: WebhookEndpointInput) => addEndpoint(input),
    onSuccess: async (answer) => {
      setShown(answer);
      setFormKey((key) => key + 1);
      await queryClient.invalidateQueries({ queryKey: WEBHOOKS_QUERY_KEY });
    },
  });

  return (
    <StaffScreen
      title="Integrations"
      intro="Webhooks send every new or changed enquiry and meeting to another tool (a CRM, a spreadsheet, a chat channel) as a signed JSON body."
    >
      {shown !== null && (
        <SecretNotice
          url={shown.endpoint.url}
          secret={shown.secret}
          onDone={() => setShown(null)}
        />
      )}
      <StaffSection title="Webhook endpoints">
        {endpoints.isPending && <Text role="status">Loading the endpoints...</Text>}
        {endpoints.isError && <Text role="alert">The endpoints could not be loaded.</Text>}
        {endpoints.isSuccess && endpoints.data.endpoints.length === 0 && (
          <Text color="fg.muted">No endpoint yet.</Text>
        )}
        {endpoints.data?.endpoints.map((endpoint) => (
          <EndpointPanel key={endpoint.id} endpoint={endpoint} onSecret={setShown} />
        ))}
      </StaffSection>
      <StaffSection title="Add an endpoint">
        <EndpointForm
          key={formKey}
          label="Add an endpoint"
          submitText="Add endpoint"
          pending={add.isPending}
          error={add.error}
          onSubmit={(input) => add.mutate(input)}
        />
      </StaffSection>
    </StaffScreen>
  );
}

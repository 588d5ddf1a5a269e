import { Alert } from 'shared_ui/feedback';
import { Button } from 'shared_ui/forms';
import { Stack } from 'shared_ui/layout';
import { Text } from 'shared_ui/typography';

/** The signing secret, shown once after it is made: the BFF never shows it again. */
export function SecretNotice({
  url,
  secret,
  onDone,
}: {
  url: string;
  secret: string;
  onDone: () => void;
}) {
  return (
    <Alert.Root status="warning" role="status">
      <Alert.Indicator />
      <Stack gap="2" flex="1">
        <Alert.Title>Signing secret of {url}</Alert.Title>
        <Text>
          Copy it into the receiver now: it is shown this once. The receiver checks the
          X-Webhook-Signature header with it.
        </Text>
        <Text as="code" fontFamily="mono" wordBreak="break-all" aria-label="Signing secret">
          {secret}
        </Text>
        <Button size="sm" alignSelf="start" onClick={onDone}>
          I have copied it
        </Button>
      </Stack>
    </Alert.Root>
  );
}

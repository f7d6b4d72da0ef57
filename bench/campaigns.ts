// Crowdfunding: the campaign list (totals derived in SQL) and fiat contribution throughput (each
// one a transaction through the test-mode payment provider).
import { benchCall, registerBenchArtist } from './api.ts';
import { type Measurement, measure, measureEach } from './measure.ts';

export async function measureCampaigns(baseURL: string): Promise<Measurement[]> {
  const artist = await registerBenchArtist(baseURL);
  const deadline = new Date(Date.now() + 60 * 86_400_000).toISOString();
  const created = await benchCall<{ data: { id: string } }>(
    baseURL,
    'POST',
    '/campaigns',
    {
      artistId: artist.id,
      title: 'Bench kiln',
      description: 'A campaign for the bench.',
      targetAmount: 5000,
      deadline,
    },
    artist.token,
  );
  const list = await measure(`GET /campaigns`, { url: `${baseURL}/api/v1/campaigns` });
  const contribute = await measureEach(`POST contribute (fiat, test mode)`, {
    url: `${baseURL}/api/v1/campaigns/${created.data.id}/contribute`,
    method: 'POST',
    body: () => JSON.stringify({ amount: 12.34, note: '', paymentType: 'fiat' }),
  });
  return [
    list,
    contribute,
    await measure(`GET /campaigns (after contributions)`, { url: `${baseURL}/api/v1/campaigns` }),
  ];
}

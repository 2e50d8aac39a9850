/**
 * The loan offer (SPEC 1, 2 `/apps/merchant/loan`): what the merchant may borrow through its partner,
 * computed by the API from its card sales (src/domain/loan.ts), an amount to choose with its fee,
 * daily repayment and estimated time, the terms, and an application that goes to the partner.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, HttpError, Loading, Title, useNotify, useTranslate } from 'react-admin';
import { AMOUNT_STEP, loanTerms, type LoanOffer } from '../../domain/loan';
import { httpClient } from '../../providers/httpClient';
import { useFormat } from '../../schema/ui/useFormat';

interface Application {
  id: string;
  amount: number;
  status: string;
  statusLabel: { en: string; sv: string };
  createdAt: string;
}

interface OfferResponse {
  offer: LoanOffer;
  partner: { name: string } | null;
  applications: Application[];
}

const percent = (share: number) => Math.round(share * 100);

/** The API's own words for a refusal in the user's language (no status code or trace id). */
function refusalText(error: unknown, locale: 'sv' | 'en'): string | undefined {
  const body =
    error instanceof HttpError
      ? (error.body as { errors?: { errorMessage?: Record<string, string> }[] })
      : null;
  return body?.errors?.[0]?.errorMessage?.[locale];
}

export default function LoanPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const format = useFormat();
  const query = useQuery({
    queryKey: ['loan', 'offer'],
    queryFn: async () => (await httpClient('/api/loan/offer')).json as OfferResponse,
  });
  const [chosen, setChosen] = useState<number>();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);

  if (query.error)
    return <Alert severity="error">{query.error.message || translate('ra.notification.http_error')}</Alert>;
  const data = query.data;
  if (!data) return <Loading />;
  const { offer } = data;
  const partner = data.partner?.name ?? '';
  // The largest amount until the user chooses another.
  const amount = chosen ?? (offer.eligible ? offer.maxAmount : 0);
  const terms = offer.eligible ? loanTerms(offer, amount) : null;
  // One application is considered at a time: while one is, the offer shows its receipt, not the button.
  const pending = data.applications.find((application) => application.status === 'submitted');

  const apply = async () => {
    setBusy(true);
    try {
      await httpClient('/api/loan/applications', { method: 'POST', body: JSON.stringify({ amount }) });
      notify('loan.applied', { type: 'success', messageArgs: { amount: format.money(amount), partner } });
      await query.refetch();
    } catch (error) {
      const message = refusalText(error, format.locale) ?? translate('ra.notification.http_error');
      notify(message, { type: 'error', messageArgs: { _: message } });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ p: 2, maxWidth: 760 }}>
      <Title title={translate('loan.title')} />
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('loan.title')}
      </Typography>
      <Typography gutterBottom>{translate('loan.intro', { partner })}</Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {translate('loan.basis', {
          sales: format.money(offer.basis.cardSales),
          days: offer.basis.activeDays,
        })}
      </Typography>
      {!offer.eligible && <Alert severity="info">{translate(`loan.noOffer.${offer.reason}`)}</Alert>}
      {offer.eligible && terms && (
        <Card variant="outlined" sx={{ mt: 2 }}>
          <CardContent>
            <Typography variant="h6" component="h2">
              {translate('loan.upTo', { amount: format.money(offer.maxAmount) })}
            </Typography>
            <Box sx={{ px: 1, pt: 4 }}>
              <Slider
                value={amount}
                min={offer.minAmount}
                max={offer.maxAmount}
                step={AMOUNT_STEP}
                valueLabelDisplay="on"
                valueLabelFormat={(value) => format.money(value)}
                getAriaValueText={(value) => format.money(value)}
                aria-label={translate('loan.amount')}
                onChange={(_event, value) => setChosen(Array.isArray(value) ? (value[0] ?? 0) : value)}
              />
            </Box>
            <Table size="small" aria-label={translate('loan.amount')}>
              <TableBody>
                <TermRow label={translate('loan.amount')} value={format.money(terms.amount)} />
                <TermRow
                  label={translate('loan.fee', { share: percent(offer.feeShare) })}
                  value={format.money(terms.fee)}
                />
                <TermRow label={translate('loan.total')} value={format.money(terms.total)} />
                <TermRow
                  label={translate('loan.daily', { share: percent(offer.repaymentShare) })}
                  value={format.money(terms.dailyRepayment)}
                />
                <TermRow
                  label={translate('loan.months')}
                  value={translate('loan.monthsValue', { smart_count: terms.estimatedMonths })}
                />
              </TableBody>
            </Table>
            <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
              {translate('loan.terms.title')}
            </Typography>
            <Box component="ul" sx={{ mt: 0, pl: 3 }}>
              <li>{translate('loan.terms.share', { share: percent(offer.repaymentShare) })}</li>
              <li>{translate('loan.terms.fee')}</li>
              <li>{translate('loan.terms.early')}</li>
              <li>{translate('loan.terms.decision', { partner })}</li>
            </Box>
            {pending ? (
              <Alert severity="success" role="status">
                {translate('loan.receipt', {
                  amount: format.money(pending.amount),
                  date: format.date(pending.createdAt),
                  partner,
                })}
              </Alert>
            ) : (
              <Button variant="contained" disabled={busy} onClick={() => setConfirming(true)}>
                {translate('loan.apply', { amount: format.money(amount) })}
              </Button>
            )}
            <Confirm
              isOpen={confirming}
              title="loan.confirm.title"
              titleTranslateOptions={{ amount: format.money(amount) }}
              content={
                <Box component="ul" sx={{ my: 0, pl: 3 }}>
                  <li>{translate('loan.confirm.amount', { amount: format.money(terms.amount) })}</li>
                  <li>
                    {translate('loan.confirm.fee', {
                      fee: format.money(terms.fee),
                      total: format.money(terms.total),
                    })}
                  </li>
                  <li>
                    {translate('loan.confirm.repayment', {
                      share: percent(offer.repaymentShare),
                      daily: format.money(terms.dailyRepayment),
                    })}
                  </li>
                  <li>{translate('loan.terms.decision', { partner })}</li>
                </Box>
              }
              confirm="loan.confirm.send"
              onConfirm={() => {
                setConfirming(false);
                void apply();
              }}
              onClose={() => setConfirming(false)}
            />
          </CardContent>
        </Card>
      )}
      {data.applications.length > 0 && (
        <Stack sx={{ mt: 3 }} spacing={1}>
          <Typography variant="h6" component="h2">
            {translate('loan.applications')}
          </Typography>
          <Table size="small">
            <TableBody>
              {data.applications.map((application) => (
                <TableRow key={application.id}>
                  <TableCell>{format.date(application.createdAt)}</TableCell>
                  <TableCell align="right">{format.money(application.amount)}</TableCell>
                  <TableCell>{application.statusLabel[format.locale]}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Stack>
      )}
    </Box>
  );
}

function TermRow({ label, value }: { label: string; value: string }) {
  return (
    <TableRow>
      <TableCell component="th" scope="row">
        {label}
      </TableCell>
      <TableCell align="right">{value}</TableCell>
    </TableRow>
  );
}

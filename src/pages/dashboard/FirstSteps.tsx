/**
 * A new merchant's first steps on the dashboard (issue 39; docs/decisions.md "A new merchant's first
 * steps"): each step follows the organization's real records, links to where it is done, and the card is
 * gone once every step the user may take is done, or when the user hides it.
 */
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQueries } from '@tanstack/react-query';
import { useDataProvider, useStore, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

export interface FirstStep {
  key: 'store' | 'paymentMethod' | 'products' | 'register' | 'firstSale' | 'accounting';
  /** The list whose records show the step is done (its route as the app's resource name). */
  resource: string;
  filter?: Record<string, unknown>;
  /** Where the step is taken. */
  to: string;
  permissionKey: string;
}

export const FIRST_STEPS: readonly FirstStep[] = [
  {
    key: 'store',
    resource: 'apps/setting/stores',
    to: '/apps/setting/stores/create',
    permissionKey: 'stores',
  },
  {
    key: 'paymentMethod',
    resource: 'apps/setting/PaymentMethods',
    to: '/apps/setting/PaymentMethods/create',
    permissionKey: 'payment-methods',
  },
  {
    key: 'products',
    resource: 'apps/merchant/productsV3',
    to: '/apps/merchant/productsV3/create',
    permissionKey: 'products',
  },
  {
    key: 'register',
    resource: 'apps/merchant/devices',
    filter: { kind: 'register', status: 'paired' },
    to: '/apps/merchant/devices',
    permissionKey: 'devices',
  },
  {
    key: 'firstSale',
    resource: 'apps/merchant/orders',
    to: '/apps/merchant/orders',
    permissionKey: 'orders',
  },
  {
    key: 'accounting',
    resource: 'apps/settings/Integration',
    filter: { status: 'connected' },
    to: '/apps/settings/Integration',
    permissionKey: 'integrations',
  },
];

/** Whether each step is done (undefined while its list is asked); a list that fails counts as done. */
function useDone(steps: readonly FirstStep[]): (boolean | undefined)[] {
  const dataProvider = useDataProvider();
  const results = useQueries({
    queries: steps.map((step) => {
      const params = {
        pagination: { page: 1, perPage: 1 },
        sort: { field: 'id', order: 'DESC' as const },
        filter: step.filter ?? {},
      };
      return {
        queryKey: [step.resource, 'getList', params],
        queryFn: () => dataProvider.getList(step.resource, params),
        retry: false,
      };
    }),
  });
  return results.map((result) =>
    result.isError ? true : result.data ? (result.data.total ?? result.data.data.length) > 0 : undefined,
  );
}

function Step({ step, done }: { step: FirstStep; done: boolean }) {
  const translate = useTranslate();
  const label = translate(`pages.dashboard.firstSteps.${step.key}`);
  return (
    <ListItem disableGutters>
      <ListItemIcon sx={{ minWidth: 36 }}>
        {done ? (
          <CheckCircle color="success" aria-label={translate('pages.dashboard.firstSteps.done')} />
        ) : (
          <RadioButtonUnchecked color="disabled" aria-label={translate('pages.dashboard.firstSteps.todo')} />
        )}
      </ListItemIcon>
      <ListItemText
        primary={
          done ? (
            label
          ) : (
            <Link component={RouterLink} to={step.to}>
              {label}
            </Link>
          )
        }
      />
    </ListItem>
  );
}

function Checklist({ steps, hide }: { steps: readonly FirstStep[]; hide: () => void }) {
  const translate = useTranslate();
  const done = useDone(steps);
  if (done.some((d) => d === undefined) || done.every(Boolean)) return null;
  const count = done.filter(Boolean).length;
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby="dashboard-first-steps"
      sx={{ gridColumn: '1 / -1' }}
    >
      <CardContent>
        <Typography id="dashboard-first-steps" variant="h6" component="h2">
          {translate('pages.dashboard.firstSteps.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('pages.dashboard.firstSteps.progress', { done: count, total: steps.length })}
        </Typography>
        <List dense>
          {steps.map((step, i) => (
            <Step key={step.key} step={step} done={Boolean(done[i])} />
          ))}
        </List>
        <Button size="small" onClick={hide}>
          {translate('pages.dashboard.firstSteps.hide')}
        </Button>
      </CardContent>
    </Card>
  );
}

/** The steps the user may take; `can` says whether the user holds a permission key. */
export function FirstSteps({ can }: { can: (permissionKey: string) => boolean }) {
  // The user's own choice, kept with the user's other preferences (react-admin's store).
  const [hidden, setHidden] = useStore('dashboard.firstSteps.hidden', false);
  const steps = FIRST_STEPS.filter((step) => can(step.permissionKey));
  return steps.length > 0 && !hidden ? <Checklist steps={steps} hide={() => setHidden(true)} /> : null;
}

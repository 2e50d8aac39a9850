/**
 * The summary step's contract types: whether the agreement includes each, whether its terms are
 * complete (submitting needs them), and a link to its terms.
 */
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useLocaleState, useTranslate, type RaRecord } from 'react-admin';
import { Link } from 'react-router-dom';
import { stepIssues } from '../wizard';
import { CONTRACT_TYPES, type ContractType } from './types';

/** The included contract types whose terms are not complete. */
export const incompleteContracts = (record: RaRecord): ContractType[] =>
  CONTRACT_TYPES.filter((type) => type.included(record) && stepIssues(type, record).length > 0);

export function ContractTypesSummary({ record, path }: { record: RaRecord; path: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const language = locale === 'en' ? 'en' : 'sv';
  const incomplete = new Set(incompleteContracts(record).map((type) => type.key));
  return (
    <section>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        {translate('contracts.menu')}
      </Typography>
      <List dense disablePadding>
        {CONTRACT_TYPES.map((type) => {
          const state = !type.included(record)
            ? 'notIncluded'
            : incomplete.has(type.key)
              ? 'incomplete'
              : 'included';
          return (
            <ListItem key={type.key} disableGutters>
              <ListItemText>
                <Link to={`${path}/edit/${type.key}`}>{type.title[language]}</Link>
              </ListItemText>
              <Chip
                size="small"
                label={translate(`contracts.state.${state}`)}
                color={state === 'incomplete' ? 'error' : state === 'included' ? 'success' : 'default'}
              />
            </ListItem>
          );
        })}
      </List>
    </section>
  );
}

/**
 * On an agreement's page: back into a draft's onboarding (at the step it was left on), its terminal
 * transfer, its contract PDF, and each of its contract types' terms and PDF.
 */
import Description from '@mui/icons-material/Description';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import PlayArrow from '@mui/icons-material/PlayArrow';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { Button, useLocaleState, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { onboardingPath } from '../../routing/appRoutes';
import { CONTRACT_TYPES } from '../contracts/types';

function ContractTypeLinks({ path }: { path: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const language = locale === 'en' ? 'en' : 'sv';
  return (
    <>
      <Button
        label="contracts.menu"
        startIcon={<Description />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
      />
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {CONTRACT_TYPES.flatMap((type) => [
          <MenuItem key={type.key} component={Link} to={`${path}/edit/${type.key}`}>
            {type.title[language]}
          </MenuItem>,
          <MenuItem key={`${type.key}-pdf`} component={Link} to={`${path}/edit/${type.key}/PDFPreview`}>
            {translate('contracts.pdfOf', { type: type.title[language] })}
          </MenuItem>,
        ])}
      </Menu>
    </>
  );
}

export function AgreementLinks() {
  const record = useRecordContext();
  const resource = useResourceContext() ?? '';
  if (!record) return null;
  const path = onboardingPath(resource.split('/')[1] ?? '', String(record.leadId));
  return (
    <>
      {record.status === 'draft' && (
        <Button component={Link} to={path} label="onboarding.continue" startIcon={<PlayArrow />} />
      )}
      {record.status !== 'declined' && (
        <Button
          component={Link}
          to={`${path}/transfer`}
          label="onboarding.transfer.open"
          startIcon={<SwapHoriz />}
        />
      )}
      <Button
        component={Link}
        to={`${path}/PDFPreview`}
        label="onboarding.contract.open"
        startIcon={<PictureAsPdf />}
      />
      <ContractTypeLinks path={path} />
    </>
  );
}

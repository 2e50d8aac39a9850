/**
 * On an agreement's page: back into a draft's onboarding (at the step it was left on), a copy of the
 * onboarding's link to send on, its terminal
 * transfer, its contract PDF, and in a menu each of its contract types' terms and PDF and the transfer's
 * PDF. Material's buttons, not react-admin's: on a phone those show only their children as an icon, and
 * these have their icon apart.
 */
import Description from '@mui/icons-material/Description';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import PlayArrow from '@mui/icons-material/PlayArrow';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useLocaleState, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { CopyLinkButton } from '../../layout/CopyLinkButton';
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
        size="small"
        startIcon={<Description />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {translate('contracts.menu')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {CONTRACT_TYPES.flatMap((type) => [
          <MenuItem key={type.key} component={Link} to={`${path}/edit/${type.key}`}>
            {type.title[language]}
          </MenuItem>,
          <MenuItem key={`${type.key}-pdf`} component={Link} to={`${path}/edit/${type.key}/PDFPreview`}>
            {translate('contracts.pdfOf', { type: type.title[language] })}
          </MenuItem>,
        ])}
        <MenuItem component={Link} to={`${path}/transfer/PDFPreview`}>
          {translate('onboarding.transfer.pdf')}
        </MenuItem>
      </Menu>
    </>
  );
}

export function AgreementLinks() {
  const translate = useTranslate();
  const record = useRecordContext();
  const resource = useResourceContext() ?? '';
  if (!record) return null;
  const path = onboardingPath(resource.split('/')[1] ?? '', String(record.leadId));
  return (
    <>
      {record.status === 'draft' && (
        <Button size="small" component={Link} to={path} startIcon={<PlayArrow />}>
          {translate('onboarding.continue')}
        </Button>
      )}
      <CopyLinkButton url={new URL(path, window.location.origin).href} label="onboarding.copyLink" />
      {record.status !== 'declined' && (
        <Button size="small" component={Link} to={`${path}/transfer`} startIcon={<SwapHoriz />}>
          {translate('onboarding.transfer.open')}
        </Button>
      )}
      <Button size="small" component={Link} to={`${path}/PDFPreview`} startIcon={<PictureAsPdf />}>
        {translate('onboarding.contract.open')}
      </Button>
      <ContractTypeLinks path={path} />
    </>
  );
}

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { UserSettings } from '../domain/userSettings';
import { USER_SETTINGS_QUERY, useUserSettingsData } from './userSettingsQuery';

const settings = { theme: 'dark' } as unknown as UserSettings;

describe('useUserSettingsData', () => {
  it('follows the cached settings and never fetches, also when every query is refetched', async () => {
    const client = new QueryClient();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useUserSettingsData(), { wrapper });
    expect(result.current).toBeUndefined();
    act(() => client.setQueryData(USER_SETTINGS_QUERY, settings));
    expect(result.current).toEqual(settings);
    await act(() => client.refetchQueries());
    expect(result.current).toEqual(settings);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});

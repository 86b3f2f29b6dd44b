/**
 * A pathless layout route that puts its child routes in the antd frame (issue 23): for the antd pages
 * outside the antd layouts (the token reader, the redirector, the public guide in the light full layout).
 * Loaded lazily with them.
 */
import { Suspense } from 'react'
import { Outlet } from 'react-router'
import { AntdFrame } from '../AntdFrame.tsx'
import { PageLoading } from './PageLoading.tsx'

/** The child route inside ConfigProvider and antd's App. */
export function FramedOutlet() {
  return (
    <AntdFrame>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </AntdFrame>
  )
}

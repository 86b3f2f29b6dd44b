/**
 * The rich-text editor loaded on demand (issue 23: every lazily loaded chunk within its budget): the
 * programme information page paints its frame first and Tiptap/ProseMirror (about 90 KB gzip) follows.
 * Same props as {@link RichTextEditor}; a skeleton of the editor's height until its code is there.
 */
import { Skeleton } from 'antd'
import { type ComponentProps, lazy, Suspense } from 'react'
import { loadChunk } from '../../../shared/routing/load-chunk.ts'
import type { RichTextEditor } from './RichTextEditor.tsx'

const Editor = lazy(() =>
  loadChunk(() => import('./RichTextEditor.tsx')).then((m) => ({ default: m.RichTextEditor })),
)

/** Renders the editor once its code is there. */
export function LazyRichTextEditor(props: ComponentProps<typeof RichTextEditor>) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
      <Editor {...props} />
    </Suspense>
  )
}

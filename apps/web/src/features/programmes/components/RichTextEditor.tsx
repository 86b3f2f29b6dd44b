/**
 * A rich-text editor for the programme information (issue 19 "ordered sections with a rich-text editor"):
 * Tiptap (ProseMirror) with the StarterKit's paragraphs, headings 3–4, bold, italic, lists and links, and a
 * small toolbar. The value is HTML; the server sanitises it again, so the editor is a convenience, not a guard.
 */
import { BoldOutlined, ItalicOutlined, OrderedListOutlined, UnorderedListOutlined } from '@ant-design/icons'
import { EditorContent, useEditor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { Button, Space, theme } from 'antd'
import { useEffect } from 'react'

/** Props: HTML value and change callback (antd Form.Item compatible), an accessible label, read-only flag. */
export interface RichTextEditorProps {
  value?: string
  onChange?: (html: string) => void
  label: string
  readOnly?: boolean
  /** Labels of the toolbar buttons (bold, italic, bullet list, numbered list). */
  toolbar: { bold: string; italic: string; bullets: string; numbers: string }
}

/** The editor with its toolbar. */
export function RichTextEditor({ value, onChange, label, readOnly, toolbar }: RichTextEditorProps) {
  const { token } = theme.useToken()
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [3, 4] }, codeBlock: false, horizontalRule: false }),
    ],
    content: value ?? '',
    editable: !readOnly,
    immediatelyRender: true,
    editorProps: {
      attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true', class: 'unacs-rte' },
    },
    onUpdate: ({ editor: e }) => onChange?.(e.isEmpty ? '' : e.getHTML()),
  })
  // Outside changes (a reset of the form) replace the content; the editor's own changes are already in it.
  // A destroyed editor (useEditor destroys and recreates it when the page remounts) is skipped: since Tiptap
  // 3.23 its getHTML throws (ueberdosis/tiptap#8232).
  useEffect(() => {
    if (
      editor &&
      !editor.isDestroyed &&
      value !== undefined &&
      value !== editor.getHTML() &&
      !(value === '' && editor.isEmpty)
    ) {
      editor.commands.setContent(value, { emitUpdate: false })
    }
  }, [editor, value])
  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setEditable(!readOnly)
  }, [editor, readOnly])

  const active = (name: string) =>
    editor && !editor.isDestroyed && editor.isActive(name) ? 'primary' : 'default'
  return (
    <div
      style={{
        border: `1px solid ${token.colorBorder}`,
        borderRadius: token.borderRadius,
        background: token.colorBgContainer,
      }}
    >
      {!readOnly && (
        <Space
          size={4}
          style={{ padding: 4, borderBottom: `1px solid ${token.colorBorderSecondary}`, width: '100%' }}
        >
          <Button
            size="small"
            aria-label={toolbar.bold}
            type={active('bold')}
            icon={<BoldOutlined />}
            onClick={() => editor?.chain().focus().toggleBold().run()}
          />
          <Button
            size="small"
            aria-label={toolbar.italic}
            type={active('italic')}
            icon={<ItalicOutlined />}
            onClick={() => editor?.chain().focus().toggleItalic().run()}
          />
          <Button
            size="small"
            aria-label={toolbar.bullets}
            type={active('bulletList')}
            icon={<UnorderedListOutlined />}
            onClick={() => editor?.chain().focus().toggleBulletList().run()}
          />
          <Button
            size="small"
            aria-label={toolbar.numbers}
            type={active('orderedList')}
            icon={<OrderedListOutlined />}
            onClick={() => editor?.chain().focus().toggleOrderedList().run()}
          />
        </Space>
      )}
      <EditorContent editor={editor} style={{ padding: '4px 11px', minHeight: 80, color: token.colorText }} />
    </div>
  )
}

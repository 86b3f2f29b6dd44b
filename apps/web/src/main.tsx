/** Entry point: initialises i18n, then mounts the app into `#root`. */
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App.tsx'
import { i18nReady } from './app/i18n/index.ts'
import './app/global.css'

const container = document.getElementById('root')
if (!container) throw new Error('The page has no #root element')

void i18nReady.then(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
})

// Entry of /print.html: only the resume, no app shell, router or editor code.
import '../index.css';
import './print.css';
import { createPrintRenderer } from './print-render';

const container = document.getElementById('print-root');
if (container) window.resumeyPrint = createPrintRenderer(container);

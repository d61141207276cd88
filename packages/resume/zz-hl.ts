import { readFileSync } from 'node:fs';

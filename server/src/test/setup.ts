import 'reflect-metadata';
import { inject } from 'vitest';

process.env.FIREBASE_AUTH_EMULATOR_HOST = inject('authEmulatorHost');
process.env.PORTAL_TEST_TEMPLATES = inject('testTemplates');

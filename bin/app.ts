#!/usr/bin/env node
// The CDK app (`npm run synth`, `npx cdk deploy`): see lib/turnpost-app.ts.
import { App } from 'aws-cdk-lib';
import { addTurnpost } from '../lib/turnpost-app.js';

addTurnpost(new App());

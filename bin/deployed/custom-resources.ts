/**
 * The template's custom resources backed by its own Node.js functions (e.g. the VAPID keys), run
 * as CloudFormation runs them on create: the provider function invoked with a Create request
 * whose ResponseURL is a local endpoint, the PUT answer's Data becoming the resource's attributes.
 * The CDK's bucket deployments are not run: the web bucket is read from their assets instead.
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isNodeFunction } from './lambda-functions.js';
import type { Json, TemplateResolver } from './template.js';

interface CustomResourceAnswer {
  Status: 'SUCCESS' | 'FAILED';
  Reason?: string;
  PhysicalResourceId: string;
  Data?: Record<string, string>;
}

/** The custom resources whose provider is a Node.js function of the template, in template order. */
export function localCustomResources(resolver: TemplateResolver): { logicalId: string; provider: string }[] {
  return Object.entries(resolver.template.Resources)
    .filter(([, resource]) => resource.Type.startsWith('Custom::') || resource.Type === 'AWS::CloudFormation::CustomResource')
    .map(([logicalId, resource]) => ({ logicalId, provider: ((resource.Properties?.ServiceToken as { 'Fn::GetAtt'?: [string, string] })?.['Fn::GetAtt'] ?? [''])[0] }))
    .filter(({ provider }) => provider !== '' && isNodeFunction(resolver.template.Resources[provider] ?? { Type: '' }));
}

export async function createCustomResource(resolver: TemplateResolver, logicalId: string, invoke: (event: unknown) => Promise<unknown>): Promise<void> {
  const resource = resolver.template.Resources[logicalId]!;
  const answers: CustomResourceAnswer[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      answers.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as CustomResourceAnswer);
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  try {
    const { ServiceToken: _token, ...properties } = resolver.resolve(resource.Properties) as Json;
    const stackId = `arn:aws:cloudformation:${resolver.pseudo.region}:${resolver.pseudo.accountId}:stack/${resolver.pseudo.stackName}/${randomUUID()}`;
    await invoke({
      RequestType: 'Create',
      ServiceToken: resolver.string(resource.Properties!.ServiceToken),
      ResponseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/${logicalId}`,
      StackId: stackId,
      RequestId: randomUUID(),
      LogicalResourceId: logicalId,
      ResourceType: resource.Type,
      ResourceProperties: { ServiceToken: resolver.string(resource.Properties!.ServiceToken), ...properties },
    });
    const answer = answers[0];
    if (!answer) throw new Error(`the custom resource ${logicalId} never answered CloudFormation`);
    if (answer.Status !== 'SUCCESS') throw new Error(`the custom resource ${logicalId} failed: ${answer.Reason ?? 'no reason given'}`);
    resolver.provide(logicalId, { ref: answer.PhysicalResourceId, attributes: answer.Data ?? {} });
  } finally {
    server.closeAllConnections();
    await new Promise<void>((closed) => server.close(() => closed()));
  }
}

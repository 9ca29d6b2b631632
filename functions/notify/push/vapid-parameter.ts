/**
 * The deployed VAPID private key in SSM Parameter Store, as a SecureString (encrypted with the
 * account's aws/ssm key): written by the deploy-time custom resource
 * (functions/handlers/vapid-keys.ts), read by the deliverer once per cold start. The one module
 * that talks to SSM, so the client behind it can be swapped.
 */
import { DeleteParameterCommand, GetParameterCommand, PutParameterCommand, SSMClient } from '@aws-sdk/client-ssm';

export class VapidParameter {
  constructor(
    readonly name: string,
    private readonly ssm: SSMClient,
  ) {}

  static inRegion(name: string, region: string): VapidParameter {
    return new VapidParameter(name, new SSMClient({ region }));
  }

  /** The private key; null when the parameter does not exist. */
  async read(): Promise<string | null> {
    try {
      const { Parameter } = await this.ssm.send(new GetParameterCommand({ Name: this.name, WithDecryption: true }));
      return Parameter?.Value ?? null;
    } catch (error) {
      if (error instanceof Error && error.name === 'ParameterNotFound') return null;
      throw error;
    }
  }

  async write(privateKey: string, description: string): Promise<void> {
    await this.ssm.send(new PutParameterCommand({ Name: this.name, Value: privateKey, Type: 'SecureString', Overwrite: true, Description: description }));
  }

  async delete(): Promise<void> {
    try {
      await this.ssm.send(new DeleteParameterCommand({ Name: this.name }));
    } catch (error) {
      if (!(error instanceof Error && error.name === 'ParameterNotFound')) throw error;
    }
  }
}

/**
 * The deployed VAPID private key in SSM Parameter Store, as a SecureString (encrypted with the
 * account's aws/ssm key): written by the deploy-time custom resource
 * (functions/handlers/vapid-keys.ts), read by the deliverer once per cold start. The one module
 * that talks to SSM, so the client behind it can be swapped.
 */
import { Ssm } from '../../aws/ssm.js';

export class VapidParameter {
  constructor(
    readonly name: string,
    private readonly ssm: Ssm,
  ) {}

  static inRegion(name: string, region: string): VapidParameter {
    return new VapidParameter(name, new Ssm({ region }));
  }

  /** The private key; null when the parameter does not exist. */
  async read(): Promise<string | null> {
    try {
      const { Parameter } = await this.ssm.getParameter({ Name: this.name, WithDecryption: true });
      return Parameter?.Value ?? null;
    } catch (error) {
      if (error instanceof Error && error.name === 'ParameterNotFound') return null;
      throw error;
    }
  }

  async write(privateKey: string, description: string): Promise<void> {
    await this.ssm.putParameter({ Name: this.name, Value: privateKey, Type: 'SecureString', Overwrite: true, Description: description });
  }

  async delete(): Promise<void> {
    try {
      await this.ssm.deleteParameter({ Name: this.name });
    } catch (error) {
      if (!(error instanceof Error && error.name === 'ParameterNotFound')) throw error;
    }
  }
}

/**
 * AWS credentials from the environment: where Lambda puts the execution role's (AWS_ACCESS_KEY_ID,
 * AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN). Nothing else is looked for — no profiles, no instance
 * metadata — since every turnpost process runs on Lambda or against DynamoDB Local.
 */
export interface Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

/** Read at each call: cheap, and a process whose environment is given new keys signs with them. */
export type CredentialSource = () => Credentials;

export const environmentCredentials: CredentialSource = () => {
  const accessKeyId = process.env.AWS_ACCESS_KEY_ID;
  const secretAccessKey = process.env.AWS_SECRET_ACCESS_KEY;
  if (!accessKeyId || !secretAccessKey) throw new Error('no AWS credentials: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY are not set');
  const sessionToken = process.env.AWS_SESSION_TOKEN;
  return sessionToken ? { accessKeyId, secretAccessKey, sessionToken } : { accessKeyId, secretAccessKey };
};

/** DynamoDB Local accepts any keys; these name themselves. */
export const localCredentials: CredentialSource = () => ({ accessKeyId: 'local', secretAccessKey: 'local' });

import { RemovalPolicy, Validations } from 'aws-cdk-lib';
import { BackupPlan, BackupResource, BackupVault } from 'aws-cdk-lib/aws-backup';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';

/**
 * An AWS Backup plan for the game table (`-c backup=true`): a daily backup kept 35 days, in a
 * vault of its own that outlives the stack. Point-in-time recovery (always on) restores any second
 * of the last 35 days but lives and dies with the table; these backups survive the table's deletion
 * and can be copied to another account or region from the vault.
 */
export class TableBackup extends Construct {
  readonly plan: BackupPlan;
  readonly vault: BackupVault;

  constructor(scope: Construct, id: string, props: { table: ITable }) {
    super(scope, id);
    this.vault = new BackupVault(this, 'Vault', { removalPolicy: RemovalPolicy.RETAIN });
    this.plan = BackupPlan.daily35DayRetention(this, 'Plan', this.vault);
    const selection = this.plan.addSelection('Table', { resources: [BackupResource.fromDynamoDbTable(props.table)] });
    Validations.of(selection).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSBackupServiceRolePolicyForBackup]',
      reason: "AWS Backup's own service role policy is what the service needs to back up a DynamoDB table; aws-cdk-lib attaches it to the selection's role, which only AWS Backup may assume.",
    });
  }
}

import {
  DataTypes,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Model,
  type ModelStatic,
  type Sequelize,
} from 'sequelize';

export interface AuditRow extends Model<
  InferAttributes<AuditRow>,
  InferCreationAttributes<AuditRow>
> {
  id: CreationOptional<number>;
  occurredAt: Date;
  event: string;
  actorId: number | null;
  actor: string | null;
  subject: string | null;
  detail: string | null;
  ip: string | null;
}

const defined = new WeakMap<Sequelize, ModelStatic<AuditRow>>();

/** The `audit_log` table (migration 0018) as a model of this connection. */
export function auditTable(sequelize: Sequelize): ModelStatic<AuditRow> {
  let model = defined.get(sequelize);
  if (!model) {
    model = sequelize.define<AuditRow>(
      'AuditEntry',
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        occurredAt: { type: DataTypes.DATE, allowNull: false },
        event: { type: DataTypes.STRING(32), allowNull: false },
        actorId: { type: DataTypes.INTEGER, allowNull: true },
        actor: { type: DataTypes.STRING(50), allowNull: true },
        subject: { type: DataTypes.STRING(200), allowNull: true },
        detail: { type: DataTypes.STRING(500), allowNull: true },
        ip: { type: DataTypes.STRING(64), allowNull: true },
      },
      { tableName: 'audit_log', underscored: true, timestamps: false },
    );
    defined.set(sequelize, model);
  }
  return model;
}

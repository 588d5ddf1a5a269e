import { DataTypes, type Model, type ModelStatic, type Sequelize } from 'sequelize';

export interface SessionRowAttributes {
  /** SHA-256 of the cookie's session id (see sessionStore.ts). */
  id: string;
  data: string;
  expiresAt: Date;
  /** The signed-in account (also inside `data`): revoking all of one account's sessions. */
  userId?: number | null;
  userAgent?: string | null;
  ip?: string | null;
  /** Set when the session ended (sign-out); the row then only stops it coming back. */
  revokedAt?: Date | null;
  createdAt?: Date;
  updatedAt?: Date;
}
export type SessionRecord = Model<SessionRowAttributes> & SessionRowAttributes;

const defined = new WeakMap<Sequelize, ModelStatic<SessionRecord>>();

/** The `sessions` table (migration 0001) as a model of this connection. */
export function sessionsTable(sequelize: Sequelize): ModelStatic<SessionRecord> {
  let model = defined.get(sequelize);
  if (!model) {
    model = sequelize.define<SessionRecord>(
      'Session',
      {
        id: { type: DataTypes.STRING(128), primaryKey: true },
        data: { type: DataTypes.TEXT, allowNull: false },
        expiresAt: { type: DataTypes.DATE, allowNull: false },
        revokedAt: { type: DataTypes.DATE, allowNull: true },
        userId: { type: DataTypes.INTEGER, allowNull: true },
        userAgent: { type: DataTypes.STRING(255), allowNull: true },
        ip: { type: DataTypes.STRING(64), allowNull: true },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { tableName: 'sessions', underscored: true },
    );
    defined.set(sequelize, model);
  }
  return model;
}

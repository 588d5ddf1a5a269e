import type { MemberStatus } from '@app/contract/staff';
import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';

export interface UserAttributes {
  id: number;
  username: string;
  passwordHash: string;
  role: string;
  status: MemberStatus;
  lastSignInAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}
type UserCreation = Optional<
  UserAttributes,
  'id' | 'status' | 'lastSignInAt' | 'createdAt' | 'updatedAt'
>;
export type UserRecord = Model<UserAttributes, UserCreation> & UserAttributes;

const defined = new WeakMap<Sequelize, ModelStatic<UserRecord>>();

/** The `users` table (migration 0003) as a model of this connection. */
export function usersTable(sequelize: Sequelize): ModelStatic<UserRecord> {
  let model = defined.get(sequelize);
  if (!model) {
    model = sequelize.define<UserRecord>(
      'User',
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        username: { type: DataTypes.STRING(50), allowNull: false },
        passwordHash: { type: DataTypes.STRING(255), allowNull: false },
        role: { type: DataTypes.STRING(32), allowNull: false },
        status: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'active' },
        lastSignInAt: { type: DataTypes.DATE, allowNull: true },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { tableName: 'users', underscored: true },
    );
    defined.set(sequelize, model);
  }
  return model;
}

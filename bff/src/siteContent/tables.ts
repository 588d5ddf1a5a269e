import {
  DataTypes,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Model,
  type ModelStatic,
  type Sequelize,
} from 'sequelize';

export interface SiteContentRow extends Model<
  InferAttributes<SiteContentRow>,
  InferCreationAttributes<SiteContentRow>
> {
  document: string;
  /** JSON of the document's draft; null while it is the defaults. */
  draft: string | null;
  /** JSON of what the site shows; null while it is the defaults. */
  published: string | null;
  version: number;
  updatedAt: Date | null;
  updatedBy: string | null;
  publishedAt: Date | null;
  publishedBy: string | null;
}

export interface SiteRevisionRow extends Model<
  InferAttributes<SiteRevisionRow>,
  InferCreationAttributes<SiteRevisionRow>
> {
  id: CreationOptional<number>;
  document: string;
  kind: 'draft' | 'publish';
  content: string;
  savedAt: Date;
  savedBy: string | null;
}

export interface SiteContentTables {
  documents: ModelStatic<SiteContentRow>;
  revisions: ModelStatic<SiteRevisionRow>;
}

const defined = new WeakMap<Sequelize, SiteContentTables>();

/** The `site_content` and `site_content_revisions` tables (migration 0040) of this connection. */
export function siteContentTables(sequelize: Sequelize): SiteContentTables {
  let tables = defined.get(sequelize);
  if (!tables) {
    const options = { underscored: true, timestamps: false } as const;
    tables = {
      documents: sequelize.define<SiteContentRow>(
        'SiteContent',
        {
          document: { type: DataTypes.STRING(20), primaryKey: true },
          draft: { type: DataTypes.TEXT, allowNull: true },
          published: { type: DataTypes.TEXT, allowNull: true },
          version: { type: DataTypes.INTEGER, allowNull: false },
          updatedAt: { type: DataTypes.DATE(3), allowNull: true },
          updatedBy: { type: DataTypes.STRING(64), allowNull: true },
          publishedAt: { type: DataTypes.DATE(3), allowNull: true },
          publishedBy: { type: DataTypes.STRING(64), allowNull: true },
        },
        { ...options, tableName: 'site_content' },
      ),
      revisions: sequelize.define<SiteRevisionRow>(
        'SiteContentRevision',
        {
          id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
          document: { type: DataTypes.STRING(20), allowNull: false },
          kind: { type: DataTypes.STRING(10), allowNull: false },
          content: { type: DataTypes.TEXT, allowNull: false },
          savedAt: { type: DataTypes.DATE(3), allowNull: false },
          savedBy: { type: DataTypes.STRING(64), allowNull: true },
        },
        { ...options, tableName: 'site_content_revisions' },
      ),
    };
    defined.set(sequelize, tables);
  }
  return tables;
}

import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';

export interface PostAttributes {
  id: number;
  slug: string;
  title: string;
  description: string;
  content: string;
  tags: string;
  imageKey: string | null;
  createdAt: Date;
  updatedAt: Date;
}
type PostCreation = Optional<PostAttributes, 'id' | 'createdAt' | 'updatedAt'>;
export type PostRecord = Model<PostAttributes, PostCreation> & PostAttributes;

export interface ContentImageAttributes {
  mediaKey: string;
  postId: number;
  createdAt: Date;
}
type ContentImageCreation = Optional<ContentImageAttributes, 'createdAt'>;
export type ContentImageRecord = Model<ContentImageAttributes, ContentImageCreation> &
  ContentImageAttributes;

export interface PostTables {
  posts: ModelStatic<PostRecord>;
  contentImages: ModelStatic<ContentImageRecord>;
}

const defined = new WeakMap<Sequelize, PostTables>();

/** `posts` (migration 0004) and `post_content_images` (0005) as models of this connection. */
export function postTables(sequelize: Sequelize): PostTables {
  let tables = defined.get(sequelize);
  if (!tables) {
    tables = {
      posts: sequelize.define<PostRecord>(
        'Post',
        {
          id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
          slug: { type: DataTypes.STRING(200), allowNull: false },
          title: { type: DataTypes.STRING(200), allowNull: false },
          description: { type: DataTypes.STRING(500), allowNull: false },
          content: { type: DataTypes.TEXT, allowNull: false },
          tags: { type: DataTypes.STRING(500), allowNull: false },
          imageKey: { type: DataTypes.STRING(64), allowNull: true },
          createdAt: DataTypes.DATE(3),
          updatedAt: DataTypes.DATE(3),
        },
        { tableName: 'posts', underscored: true },
      ),
      contentImages: sequelize.define<ContentImageRecord>(
        'PostContentImage',
        {
          mediaKey: { type: DataTypes.STRING(64), primaryKey: true },
          postId: { type: DataTypes.INTEGER, allowNull: false },
          createdAt: DataTypes.DATE,
        },
        { tableName: 'post_content_images', underscored: true, updatedAt: false },
      ),
    };
    defined.set(sequelize, tables);
  }
  return tables;
}

import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';
import type { PostStatus } from '@app/contract/editorial';
import type { PostLanguage } from '@app/contract/posts';

export interface PostAttributes {
  id: number;
  slug: string;
  title: string;
  description: string;
  content: string;
  tags: string;
  imageKey: string | null;
  /** `en` unless written in Arabic. */
  language: PostLanguage;
  /** The slug of the same post in the other language; kept reciprocal by the service. */
  translationSlug: string | null;
  status: PostStatus;
  /** When a scheduled post goes public; null unless scheduled. */
  publishAt: Date | null;
  /** When it last went public; null until it first does. */
  publishedAt: Date | null;
  /** User ids; null for demo content. */
  createdBy: number | null;
  updatedBy: number | null;
  createdAt: Date;
  updatedAt: Date;
}
type PostCreation = Optional<
  PostAttributes,
  | 'id'
  | 'language'
  | 'translationSlug'
  | 'status'
  | 'publishAt'
  | 'publishedAt'
  | 'createdBy'
  | 'updatedBy'
  | 'createdAt'
  | 'updatedAt'
>;
export type PostRecord = Model<PostAttributes, PostCreation> & PostAttributes;

export interface ContentImageAttributes {
  mediaKey: string;
  postId: number;
  createdAt: Date;
}
type ContentImageCreation = Optional<ContentImageAttributes, 'createdAt'>;
export type ContentImageRecord = Model<ContentImageAttributes, ContentImageCreation> &
  ContentImageAttributes;

/** The fields a revision keeps: what a save can change in the text and images of a post. */
export interface RevisedFields {
  title: string;
  description: string;
  content: string;
  tags: string;
  imageKey: string | null;
}

export interface RevisionAttributes extends RevisedFields {
  id: number;
  postId: number;
  savedAt: Date;
  savedBy: number | null;
}
type RevisionCreation = Optional<RevisionAttributes, 'id'>;
export type RevisionRecord = Model<RevisionAttributes, RevisionCreation> & RevisionAttributes;

export interface PreviewLinkAttributes {
  id: number;
  postId: number;
  tokenHash: string;
  createdAt: Date;
  createdBy: number | null;
  expiresAt: Date;
  revokedAt: Date | null;
}
type PreviewLinkCreation = Optional<PreviewLinkAttributes, 'id' | 'revokedAt'>;
export type PreviewLinkRecord = Model<PreviewLinkAttributes, PreviewLinkCreation> &
  PreviewLinkAttributes;

export interface PostTables {
  posts: ModelStatic<PostRecord>;
  contentImages: ModelStatic<ContentImageRecord>;
  revisions: ModelStatic<RevisionRecord>;
  previewLinks: ModelStatic<PreviewLinkRecord>;
}

const defined = new WeakMap<Sequelize, PostTables>();

/**
 * `posts` (migrations 0004, 0019, 0035), `post_content_images` (0005), `post_revisions` (0020) and
 * `post_preview_links` (0021) as models of this connection.
 */
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
          language: { type: DataTypes.STRING(2), allowNull: false, defaultValue: 'en' },
          translationSlug: { type: DataTypes.STRING(200), allowNull: true },
          status: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'published' },
          publishAt: { type: DataTypes.DATE(3), allowNull: true },
          publishedAt: { type: DataTypes.DATE(3), allowNull: true },
          createdBy: { type: DataTypes.INTEGER, allowNull: true },
          updatedBy: { type: DataTypes.INTEGER, allowNull: true },
          createdAt: { type: DataTypes.DATE(3), allowNull: false, defaultValue: DataTypes.NOW },
          updatedAt: { type: DataTypes.DATE(3), allowNull: false, defaultValue: DataTypes.NOW },
        },
        // The service sets both times from its own clock (or a backdated one): Sequelize's
        // timestamps would overwrite updatedAt with the system time on every save.
        { tableName: 'posts', underscored: true, timestamps: false },
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
      revisions: sequelize.define<RevisionRecord>(
        'PostRevision',
        {
          id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
          postId: { type: DataTypes.INTEGER, allowNull: false },
          title: { type: DataTypes.STRING(200), allowNull: false },
          description: { type: DataTypes.STRING(500), allowNull: false },
          content: { type: DataTypes.TEXT, allowNull: false },
          tags: { type: DataTypes.STRING(500), allowNull: false },
          imageKey: { type: DataTypes.STRING(64), allowNull: true },
          savedAt: { type: DataTypes.DATE(3), allowNull: false },
          savedBy: { type: DataTypes.INTEGER, allowNull: true },
        },
        { tableName: 'post_revisions', underscored: true, timestamps: false },
      ),
      previewLinks: sequelize.define<PreviewLinkRecord>(
        'PostPreviewLink',
        {
          id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
          postId: { type: DataTypes.INTEGER, allowNull: false },
          tokenHash: { type: DataTypes.STRING(64), allowNull: false },
          createdAt: { type: DataTypes.DATE(3), allowNull: false },
          createdBy: { type: DataTypes.INTEGER, allowNull: true },
          expiresAt: { type: DataTypes.DATE(3), allowNull: false },
          revokedAt: { type: DataTypes.DATE(3), allowNull: true },
        },
        { tableName: 'post_preview_links', underscored: true, timestamps: false },
      ),
    };
    defined.set(sequelize, tables);
  }
  return tables;
}

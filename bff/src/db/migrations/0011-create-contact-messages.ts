import { DataTypes } from 'sequelize';
import type { Migration } from './migration';

/** Messages sent through the contact form (POST /api/contact), kept whether or not mail works. */
export const createContactMessages: Migration = {
  name: '0011-create-contact-messages',
  async up({ context: { queryInterface } }) {
    await queryInterface.createTable('contact_messages', {
      id: { type: DataTypes.CHAR(36), primaryKey: true, allowNull: false },
      name: { type: DataTypes.STRING(100), allowNull: false },
      email: { type: DataTypes.STRING(254), allowNull: false },
      // As the form sends it: the chosen services joined with commas.
      services: { type: DataTypes.STRING(500), allowNull: false },
      message: { type: DataTypes.TEXT, allowNull: false },
      book_meeting: { type: DataTypes.BOOLEAN, allowNull: false },
      slot_start: { type: DataTypes.DATE, allowNull: true },
      slot_end: { type: DataTypes.DATE, allowNull: true },
      created_at: { type: DataTypes.DATE, allowNull: false },
      updated_at: { type: DataTypes.DATE, allowNull: false },
    });
    await queryInterface.addIndex('contact_messages', ['created_at'], {
      name: 'contact_messages_created_at',
    });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.dropTable('contact_messages');
  },
};

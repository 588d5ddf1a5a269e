/**
 * The privacy notice a fresh install publishes, in English and Arabic: what the site keeps, why,
 * for how long and how to ask for it or for its erasure. Staff edit it in the admin ("Site
 * content", Privacy notice tab); it should follow the retention an admin sets (/admin/privacy).
 */
import type { PrivacyNoticeContent } from './privacy';

export const PRIVACY_NOTICE_DEFAULT: PrivacyNoticeContent = {
  title: { en: 'Privacy notice', ar: 'إشعار الخصوصية' },
  intro: {
    en: 'This notice explains what we keep about you when you write to us or book a meeting through this website, why we keep it, for how long, and how you can see it or have it erased. We follow the personal data protection laws of the United Arab Emirates and the Kingdom of Saudi Arabia.',
    ar: 'يوضّح هذا الإشعار البيانات التي نحتفظ بها عنك عندما تراسلنا أو تحجز اجتماعًا عبر هذا الموقع، ولماذا نحتفظ بها، وإلى متى، وكيف يمكنك الاطلاع عليها أو طلب محوها. نلتزم بقوانين حماية البيانات الشخصية في دولة الإمارات العربية المتحدة والمملكة العربية السعودية.',
  },
  sections: [
    {
      heading: { en: 'What we keep', ar: 'ما نحتفظ به' },
      body: {
        en: 'Your name, your e-mail address, the services you ask about and your message; the time of a meeting you book and the time zone you chose; the e-mails we send you about it; the notes our team writes while answering you; and where your visit came from (for example a search engine or a campaign link), without cookies. We do not sell your data or use it for advertising.',
        ar: 'اسمك، وبريدك الإلكتروني، والخدمات التي تسأل عنها، ورسالتك؛ وموعد الاجتماع الذي تحجزه والمنطقة الزمنية التي اخترتها؛ ورسائل البريد الإلكتروني التي نرسلها إليك بشأنه؛ والملاحظات التي يكتبها فريقنا أثناء الرد عليك؛ ومصدر زيارتك (مثل محرك بحث أو رابط حملة) دون استخدام ملفات تعريف الارتباط. لا نبيع بياناتك ولا نستخدمها للإعلانات.',
      },
    },
    {
      heading: { en: 'Why we keep it', ar: 'لماذا نحتفظ بها' },
      body: {
        en: 'To answer your enquiry, to hold and remind you of the meeting you booked, and to understand, as anonymous counts, which of our pages and services bring enquiries.',
        ar: 'للرد على استفسارك، ولتثبيت الاجتماع الذي حجزته وتذكيرك به، ولنعرف، في صورة أعداد مجهولة الهوية، أي صفحاتنا وخدماتنا تجلب الاستفسارات.',
      },
    },
    {
      heading: { en: 'How long we keep it', ar: 'مدة الاحتفاظ' },
      body: {
        en: 'We erase an enquiry, its meeting, its notes and the e-mails about it 24 months after we close it, and a message we mark as spam after 30 days. What remains afterwards are anonymous counts that name no one.',
        ar: 'نمحو الاستفسار واجتماعه وملاحظاته ورسائل البريد الإلكتروني المتعلقة به بعد 24 شهرًا من إغلاقه، ونمحو الرسالة التي نصنّفها رسالة مزعجة بعد 30 يومًا. ولا يبقى بعد ذلك سوى أعداد مجهولة الهوية لا تشير إلى أي شخص.',
      },
    },
    {
      heading: { en: 'Seeing or erasing your data', ar: 'الاطلاع على بياناتك أو محوها' },
      body: {
        en: 'Write to us from the e-mail address you used, through the contact form or at the address shown at the foot of this page, and ask for a copy of everything we hold about you or for its erasure. We answer within 30 days. If you ask for erasure, a meeting you still have booked is cancelled first and you receive the usual cancellation e-mail.',
        ar: 'راسلنا من عنوان البريد الإلكتروني الذي استخدمته، عبر نموذج التواصل أو على العنوان الظاهر أسفل هذه الصفحة، واطلب نسخة من كل ما نحتفظ به عنك أو محوه. نرد خلال 30 يومًا. وإذا طلبت المحو، يُلغى أولًا أي اجتماع ما زال محجوزًا لك وتصلك رسالة الإلغاء المعتادة.',
      },
    },
  ],
};

/**
 * What a fresh install shows, and what "Reset to defaults" brings back: the texts the site has
 * always shown, in English and Arabic. The site reads them only through the published content.
 */
import type { SiteContent } from './siteContent';
import { PRIVACY_NOTICE_DEFAULT } from './privacyNoticeDefaults';

export const SITE_CONTENT_DEFAULTS: SiteContent = {
  home: {
    heroHeading: {
      en: 'Your finance team,',
      ar: 'فريقك المالي،',
    },
    heroAccent: {
      en: 'simplified.',
      ar: 'بكل بساطة.',
    },
    heroText: {
      en: 'Offload your finance to experts, so you can focus on building a world-class business.',
      ar: 'أسند شؤونك المالية إلى الخبراء، وتفرّغ لبناء شركة بمستوى عالمي.',
    },
    tiles: [
      {
        en: 'Revenue Management',
        ar: 'إدارة الإيرادات',
      },
      {
        en: 'Accounting',
        ar: 'المحاسبة',
      },
      {
        en: 'Analytics',
        ar: 'التحليلات',
      },
      {
        en: 'Automation',
        ar: 'الأتمتة',
      },
      {
        en: 'Spend Insights',
        ar: 'تحليل الإنفاق',
      },
      {
        en: 'Growth Trends',
        ar: 'اتجاهات النمو',
      },
    ],
  },
  services: {
    services: [
      {
        id: 'accounting',
        icon: 'ledger',
        title: {
          en: 'Accounting & Financial Operations',
          ar: 'المحاسبة والعمليات المالية',
        },
        description: {
          en: 'Bookkeeping, monthly reporting, tax-minimisation advice and year-end books, done to the rules of your region.',
          ar: 'مسك الدفاتر والتقارير الشهرية والمشورة لتخفيف العبء الضريبي وإقفال الدفاتر في نهاية العام، وفق الأنظمة المعمول بها في منطقتك.',
        },
        intro: {
          en: 'We keep your books accurate and up to date every month, so you always know where the business stands. Our accountants handle bookkeeping and reporting, advise you on minimising tax within the UAE Corporate Tax and VAT rules or Saudi Zakat and VAT, and prepare your year-end books, with the scope adjusted to the region you operate in.',
          ar: 'نحافظ على دقة دفاترك وتحديثها كل شهر، لتعرف دائمًا الوضع الحقيقي لشركتك. يتولى محاسبونا مسك الدفاتر وإعداد التقارير، ويقدّمون لك المشورة لتخفيف العبء الضريبي ضمن أنظمة ضريبة الشركات وضريبة القيمة المضافة في الإمارات أو الزكاة وضريبة القيمة المضافة في السعودية، ويُعدّون دفاتر نهاية العام، مع تكييف نطاق العمل بحسب المنطقة التي تعمل فيها.',
        },
        software: {
          en: 'We work in Xero, QuickBooks Online and Zoho Books, and can take over the books in other accounting software on request.',
          ar: 'نعمل على Xero وQuickBooks Online وZoho Books، ويمكننا تولّي الدفاتر على برامج محاسبية أخرى عند الطلب.',
        },
        deliverables: [
          {
            en: 'Monthly reconciliation of every bank, card and payment account',
            ar: 'مطابقة شهرية لجميع الحسابات المصرفية وحسابات البطاقات وحسابات المدفوعات',
          },
          {
            en: 'Monthly financials: Profit & Loss, Balance Sheet and Cash Flow Statement',
            ar: 'قوائم مالية شهرية: قائمة الأرباح والخسائر، والميزانية العمومية، وقائمة التدفقات النقدية',
          },
          {
            en: 'Year-end books and guidance for your auditors and tax filings',
            ar: 'دفاتر نهاية العام وإرشادات لمدققي الحسابات والإقرارات الضريبية',
          },
        ],
      },
      {
        id: 'payables',
        icon: 'exchange',
        title: {
          en: 'Payables & Receivables Management',
          ar: 'إدارة الحسابات الدائنة والمدينة',
        },
        description: {
          en: 'Bills paid on time, invoices chased and collected, and A/P and A/R schedules you can rely on.',
          ar: 'سداد فواتير الموردين في مواعيدها، ومتابعة فواتير العملاء وتحصيلها، وجداول موثوقة للحسابات الدائنة والمدينة.',
        },
        intro: {
          en: 'We run your payables and receivables end to end: supplier bills are checked, approved and paid on schedule, customer invoices go out promptly and are followed up until they are collected, so your cash is never tied up by accident.',
          ar: 'ندير حساباتك الدائنة والمدينة من البداية إلى النهاية: نراجع فواتير الموردين ونعتمدها ونسددها في مواعيدها، ونُصدر فواتير العملاء دون تأخير ونتابعها حتى تحصيلها، فلا تبقى سيولتك معطّلة دون قصد.',
        },
        software: {
          en: 'Depends on your business and region: we use your accounting system together with the bill-pay, invoicing and banking tools that fit it.',
          ar: 'بحسب طبيعة شركتك ومنطقتك: نستخدم نظامك المحاسبي إلى جانب أدوات سداد الفواتير والفوترة والخدمات المصرفية المتوافقة معه.',
        },
        deliverables: [
          {
            en: 'Processing of all payables and receivables',
            ar: 'معالجة جميع الحسابات الدائنة والمدينة',
          },
          {
            en: 'Up-to-date A/P and A/R schedules',
            ar: 'جداول محدَّثة للحسابات الدائنة والمدينة',
          },
          {
            en: 'Ongoing analysis of how to improve your payment and collection systems',
            ar: 'تحليل مستمر لسبل تحسين أنظمة السداد والتحصيل لديك',
          },
        ],
      },
      {
        id: 'payroll',
        icon: 'team',
        title: {
          en: 'Payroll',
          ar: 'إدارة الرواتب',
        },
        description: {
          en: 'Accurate, on-time payroll with tax withholdings, benefits and compliance taken care of.',
          ar: 'رواتب دقيقة وفي موعدها، مع التكفّل بالاستقطاعات الضريبية والمزايا والامتثال.',
        },
        intro: {
          en: 'We pay your people correctly and on time, every cycle. We handle tax withholdings, benefits and end-of-service provisions, and keep payroll compliant with the Wage Protection System in the UAE and with GOSI and Mudad in Saudi Arabia.',
          ar: 'ندفع رواتب موظفيك بدقة وفي موعدها في كل دورة. نتولى الاستقطاعات الضريبية والمزايا ومخصصات مكافأة نهاية الخدمة، ونضمن امتثال الرواتب لنظام حماية الأجور في الإمارات، ولمتطلبات المؤسسة العامة للتأمينات الاجتماعية (GOSI) ومنصة مُدد في السعودية.',
        },
        software: {
          en: 'Depends on your business and region: we run payroll in your existing HR and payroll platform or set up one that suits your team.',
          ar: 'بحسب طبيعة شركتك ومنطقتك: نُدير الرواتب على منصة الموارد البشرية والرواتب التي تستخدمها حاليًا، أو نُعدّ لك منصة تناسب فريقك.',
        },
        deliverables: [
          {
            en: 'Bi-weekly or monthly payroll runs',
            ar: 'مسيّرات رواتب كل أسبوعين أو كل شهر',
          },
          {
            en: 'Payroll compliance and employer-tax requirements handled',
            ar: 'التكفّل بمتطلبات امتثال الرواتب والالتزامات الضريبية على صاحب العمل',
          },
        ],
      },
      {
        id: 'budgeting',
        icon: 'trend',
        title: {
          en: 'Budgeting & Forecasting',
          ar: 'الموازنات والتوقعات المالية',
        },
        description: {
          en: 'Budgets, forecasts and scenarios that show where the business is heading and what it needs.',
          ar: 'موازنات وتوقعات وسيناريوهات توضّح إلى أين تتجه شركتك وما تحتاج إليه.',
        },
        intro: {
          en: 'We build a budget and a rolling forecast around how your business actually makes and spends money, then keep them current as things change, so hiring, spending and fundraising decisions rest on numbers rather than guesses.',
          ar: 'نبني موازنة وتوقعات مالية متجددة وفق الطريقة الفعلية التي تحقق بها شركتك إيراداتها وتنفق أموالها، ثم نحدّثها مع كل تغيّر، لتستند قرارات التوظيف والإنفاق وجمع التمويل إلى أرقام لا إلى تخمينات.',
        },
        software: {
          en: 'Excel and other planning tools, chosen to fit the size of your business.',
          ar: 'Excel وأدوات تخطيط أخرى نختارها بما يناسب حجم شركتك.',
        },
        deliverables: [
          {
            en: 'Quarterly and annual forecasts',
            ar: 'توقعات مالية ربع سنوية وسنوية',
          },
          {
            en: 'Scenario planning and analysis',
            ar: 'تخطيط السيناريوهات وتحليلها',
          },
          {
            en: 'A monthly or quarterly alignment call to review results against plan',
            ar: 'اجتماع متابعة شهري أو ربع سنوي لمراجعة النتائج مقارنةً بالخطة',
          },
        ],
      },
      {
        id: 'dashboard',
        icon: 'dashboard',
        title: {
          en: 'Custom Dashboard & KPIs',
          ar: 'لوحة معلومات ومؤشرات أداء مخصصة',
        },
        description: {
          en: 'A company portal with a dashboard built around the KPIs that matter to your business.',
          ar: 'بوابة لشركتك تضم لوحة معلومات مبنية حول مؤشرات الأداء الرئيسية التي تهم أعمالك.',
        },
        intro: {
          en: 'We give you one place to see your company’s financial health. Your dashboard is tailored to your business model and tracks the metrics you and your investors care about, updated as your books close each month.',
          ar: 'نوفر لك مكانًا واحدًا تطّلع فيه على الوضع المالي لشركتك. تُصمَّم لوحة المعلومات وفق نموذج عملك، وتتابع المؤشرات التي تهمك وتهم مستثمريك، وتُحدَّث مع إقفال دفاترك كل شهر.',
        },
        software: {
          en: 'Internal: our own client platform.',
          ar: 'داخلية: منصة العملاء الخاصة بنا.',
        },
        deliverables: [
          {
            en: 'A company portal on our platform with a customised dashboard, KPI tracking and all your financial information',
            ar: 'بوابة لشركتك على منصتنا تضم لوحة معلومات مخصصة ومتابعة لمؤشرات الأداء الرئيسية وجميع بياناتك المالية',
          },
        ],
      },
      {
        id: 'equity',
        icon: 'pie',
        title: {
          en: 'Employee Equity & Fundraising',
          ar: 'أسهم الموظفين وجمع التمويل',
        },
        description: {
          en: 'Equity plans, a clean cap table and the preparation that gets you through a funding round.',
          ar: 'خطط أسهم للموظفين، وجدول ملكية منظَّم، وتحضير يقودك بنجاح خلال جولة التمويل.',
        },
        intro: {
          en: 'We help you share ownership with your team and raise capital with confidence. We design employee equity plans, keep your cap table accurate through every grant and round, and prepare the financials, models and data room that investors expect.',
          ar: 'نساعدك على إشراك فريقك في الملكية وجمع رأس المال بثقة. نصمم خطط أسهم الموظفين، ونحافظ على دقة جدول الملكية مع كل منحة وجولة تمويل، ونُعدّ القوائم المالية والنماذج وغرفة البيانات التي يتوقعها المستثمرون.',
        },
        software: {
          en: 'A cap-table management tool, such as Carta or Pulley.',
          ar: 'أداة لإدارة جدول الملكية، مثل Carta أو Pulley.',
        },
        deliverables: [
          {
            en: 'Equity planning',
            ar: 'تخطيط الأسهم',
          },
          {
            en: 'Cap table management',
            ar: 'إدارة جدول الملكية',
          },
          {
            en: 'Fundraising preparation and support',
            ar: 'التحضير لجمع التمويل ودعمه',
          },
        ],
      },
    ],
  },
  packages: {
    packages: [
      {
        id: 'lift-off',
        name: {
          en: 'Lift-Off',
          ar: 'Lift-Off',
        },
        description: {
          en: 'basic financial services for startups',
          ar: 'خدمات مالية أساسية للشركات الناشئة',
        },
        icon: 'rocket',
        monthlyPriceUsd: 1000,
        includes: ['accounting', 'financials', 'budgeting'],
      },
      {
        id: 'accelerator',
        name: {
          en: 'Accelerator',
          ar: 'Accelerator',
        },
        description: {
          en: 'comprehensive services for growing businesses',
          ar: 'خدمات شاملة للشركات النامية',
        },
        icon: 'gauge',
        monthlyPriceUsd: 1500,
        includes: ['accounting', 'financials', 'budgeting', 'fundraising'],
      },
      {
        id: 'auto-pilot',
        name: {
          en: 'Auto Pilot',
          ar: 'Auto Pilot',
        },
        description: {
          en: 'full-service financial management for established businesses',
          ar: 'إدارة مالية متكاملة للشركات الراسخة',
        },
        icon: 'plane',
        monthlyPriceUsd: 3000,
        includes: [
          'accounting',
          'financials',
          'budgeting',
          'fundraising',
          'payroll',
          'payables',
          'compliance',
        ],
      },
    ],
    rows: [
      {
        id: 'accounting',
        name: {
          en: 'Accounting & Bookkeeping',
          ar: 'المحاسبة ومسك الدفاتر',
        },
      },
      {
        id: 'financials',
        name: {
          en: 'Monthly Financials & Dashboard',
          ar: 'القوائم المالية الشهرية ولوحة المعلومات',
        },
      },
      {
        id: 'budgeting',
        name: {
          en: 'Budgeting & Cash Flow Forecasting',
          ar: 'الموازنات وتوقعات التدفقات النقدية',
        },
      },
      {
        id: 'fundraising',
        name: {
          en: 'Fundraising Support',
          ar: 'دعم جمع التمويل',
        },
      },
      {
        id: 'payroll',
        name: {
          en: 'Payroll',
          ar: 'إدارة الرواتب',
        },
      },
      {
        id: 'payables',
        name: {
          en: 'Payables & Receivables',
          ar: 'الحسابات الدائنة والمدينة',
        },
      },
      {
        id: 'compliance',
        name: {
          en: 'Compliance Support',
          ar: 'دعم الامتثال',
        },
      },
    ],
    priceNote: {
      en: 'Prices vary based on agreed upon services',
      ar: 'تختلف الأسعار بحسب الخدمات المتفق عليها',
    },
    customNote: {
      en: 'Custom packages and one-off services are also available',
      ar: 'تتوفر أيضًا باقات مخصصة وخدمات لمرة واحدة',
    },
    vatIncluded: false,
  },
  about: {
    heading: {
      en: 'Finance made effortless, so you can',
      ar: 'شؤون مالية بلا عناء، لتتوسع',
    },
    headingAccent: {
      en: 'scale with confidence.',
      ar: 'بثقة.',
    },
    goal: {
      en: 'Our goal is to help startups scale with confidence by making finance effortless, from single needs such as accounting, compliance or payroll to a dedicated finance team.',
      ar: 'هدفنا أن نساعد الشركات الناشئة على التوسع بثقة من خلال تبسيط شؤونها المالية، بدءًا من احتياج واحد كالمحاسبة أو الامتثال أو الرواتب، وصولًا إلى فريق مالي مخصص.',
    },
    mission: {
      en: 'Our mission is to simplify financial operations for growing businesses by combining deep expertise with tailored solutions that scale.',
      ar: 'رسالتنا تبسيط العمليات المالية للشركات النامية، بالجمع بين الخبرة العميقة والحلول المصممة خصيصًا والقابلة للتوسع.',
    },
    approach: [
      {
        title: {
          en: 'Fast & Efficient',
          ar: 'السرعة والكفاءة',
        },
        text: {
          en: 'We get your finance function running in days, not months, with proven processes and cloud tools that take the manual work out of every month-end close.',
          ar: 'نُطلق إدارتك المالية خلال أيام لا أشهر، بإجراءات مجرَّبة وأدوات سحابية تُغنيك عن العمل اليدوي في كل إقفال شهري.',
        },
      },
      {
        title: {
          en: 'Expert Team',
          ar: 'فريق من الخبراء',
        },
        text: {
          en: 'Accountants, controllers and fractional CFOs who know UAE and Saudi regulation work as an extension of your team.',
          ar: 'محاسبون ومراقبون ماليون ومديرون ماليون بدوام جزئي ملمّون بالأنظمة الإماراتية والسعودية، يعملون امتدادًا لفريقك.',
        },
      },
      {
        title: {
          en: 'Scalable Solutions',
          ar: 'حلول قابلة للتوسع',
        },
        text: {
          en: 'Start with a single service and add more as you grow, up to a complete outsourced finance department.',
          ar: 'ابدأ بخدمة واحدة وأضف المزيد مع نموك، وصولًا إلى إدارة مالية خارجية متكاملة.',
        },
      },
    ],
  },
  caseStudies: {
    items: [
      {
        id: 'placeholder-1',
        title: {
          en: 'Project Placeholder 1',
          ar: 'مشروع نموذجي 1',
        },
        description: {
          en: 'A client engagement to be published here.',
          ar: 'مشروع لأحد عملائنا سيُنشر هنا.',
        },
        industry: {
          en: 'Industry TBD',
          ar: 'يُحدَّد لاحقًا',
        },
        impact: {
          en: 'Impact TBD',
          ar: 'يُحدَّد لاحقًا',
        },
        details: {
          en: 'The scope of the work and its results will be described once the client approves.',
          ar: 'سنصف نطاق العمل ونتائجه فور موافقة العميل.',
        },
      },
      {
        id: 'placeholder-2',
        title: {
          en: 'Project Placeholder 2',
          ar: 'مشروع نموذجي 2',
        },
        description: {
          en: 'A client engagement to be published here.',
          ar: 'مشروع لأحد عملائنا سيُنشر هنا.',
        },
        industry: {
          en: 'Industry TBD',
          ar: 'يُحدَّد لاحقًا',
        },
        impact: {
          en: 'Impact TBD',
          ar: 'يُحدَّد لاحقًا',
        },
        details: {
          en: 'The scope of the work and its results will be described once the client approves.',
          ar: 'سنصف نطاق العمل ونتائجه فور موافقة العميل.',
        },
      },
      {
        id: 'placeholder-3',
        title: {
          en: 'Project Placeholder 3',
          ar: 'مشروع نموذجي 3',
        },
        description: {
          en: 'A client engagement to be published here.',
          ar: 'مشروع لأحد عملائنا سيُنشر هنا.',
        },
        industry: {
          en: 'Industry TBD',
          ar: 'يُحدَّد لاحقًا',
        },
        impact: {
          en: 'Impact TBD',
          ar: 'يُحدَّد لاحقًا',
        },
        details: {
          en: 'The scope of the work and its results will be described once the client approves.',
          ar: 'سنصف نطاق العمل ونتائجه فور موافقة العميل.',
        },
      },
    ],
  },
  contact: {
    email: '',
    phone: '',
    whatsapp: '',
    addresses: [],
    linkedin: 'https://www.linkedin.com/company/outsourced-finance-services',
    x: 'https://x.com/outsourcedfin',
  },
  privacy: PRIVACY_NOTICE_DEFAULT,
};

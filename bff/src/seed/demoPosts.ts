/** A demo post as the seed writes it; `daysAgo` spreads the dates so the list looks lived-in. */
export interface DemoPost {
  title: string;
  slug: string;
  description: string;
  tags: string;
  content: string;
  daysAgo: number;
  /** Gets the generated banner (demoImage.ts) as its featured image. */
  featured?: boolean;
  /** Arabic posts only: their language, and the English post they translate. */
  language?: 'ar';
  translationOf?: string;
}

const DISCLAIMER =
  '_This article is general information for founders, not tax or legal advice. Rules and ' +
  'thresholds change: check the current position with the authority or with us before acting._';

/** Oldest first: the seed inserts them in this order. */
export const DEMO_POSTS: DemoPost[] = [
  {
    title: 'VAT in the UAE: a Practical Guide for Startups',
    slug: 'vat-in-the-uae-a-practical-guide-for-startups',
    description:
      'When you must register, what the 5% standard rate applies to, and how to keep your quarterly returns painless.',
    tags: 'VAT, UAE, Compliance, Startups',
    daysAgo: 42,
    content: `The UAE introduced Value Added Tax on 1 January 2018 at a standard rate of **5%**. For a young company the rules are simple on paper; the work is in the records.

## Do you have to register?

- **Mandatory registration** applies once your taxable supplies and imports over the past 12 months exceed **AED 375,000**, or are expected to in the next 30 days.
- **Voluntary registration** is open from **AED 187,500**, which lets you recover input VAT on your set-up costs.

Registration is done online with the Federal Tax Authority (FTA) and gives you a Tax Registration Number (TRN) that must appear on your tax invoices.

## What a clean VAT process looks like

1. Issue tax invoices that carry your TRN, the customer's details and the VAT amount.
2. Keep purchase invoices for every input VAT you reclaim.
3. Reconcile your VAT control account every month, not at quarter end.
4. File the return and pay within **28 days** of the end of each tax period.

> Most penalties we see are not for getting the rate wrong but for late registration and late filing.

## Where founders slip

| Mistake | What to do instead |
|---|---|
| Registering months after crossing the threshold | Track rolling 12-month revenue monthly |
| Reclaiming VAT without a valid tax invoice | Ask suppliers for compliant invoices up front |
| Mixing zero-rated and exempt supplies | Map each revenue stream once, with an adviser |

${DISCLAIMER}`,
  },
  {
    title: 'Saudi Zakat Basics for Founders',
    slug: 'saudi-zakat-basics-for-founders',
    description:
      'Who pays Zakat in the Kingdom, how the Zakat base is worked out, and the filing calendar to plan around.',
    tags: 'Zakat, KSA, Compliance',
    daysAgo: 30,
    content: `In Saudi Arabia, companies owned by Saudi and GCC nationals pay **Zakat**, while the share owned by foreign investors is generally subject to corporate income tax. Mixed ownership means both apply, each to its share.

## The Zakat base in one paragraph

Zakat is charged at **2.5%** of the Zakat base for a Hijri year (adjusted pro rata for a Gregorian year). The base starts from equity and long-term funding and deducts long-term assets such as fixed assets and certain investments. Getting the classification right is where most of the value, and most of the risk, lies.

## The calendar

- The return is filed with the **Zakat, Tax and Customs Authority (ZATCA)** within **120 days** of the financial year end.
- Audited financial statements are needed for most companies.
- Keep the Zakat certificate current: you need it for government tenders and many bank processes.

## Three habits that save money

1. **Close the books monthly.** A year-end scramble produces classifications nobody can defend.
2. **Document related-party balances.** They are a frequent point of review.
3. **Model Zakat in your budget.** It is a cash cost; treat it like one.

${DISCLAIMER}`,
  },
  {
    title: 'Fundraising Readiness: the Finance Checklist Investors Expect',
    slug: 'fundraising-readiness-the-finance-checklist-investors-expect',
    description:
      'Clean books, a defensible model and a tidy cap table: what to prepare before your first investor meeting in the Gulf.',
    tags: 'Fundraising, Cap Table, Startups, Financial Modelling',
    daysAgo: 21,
    content: `Investors in Dubai, Abu Dhabi and Riyadh see hundreds of decks a quarter. The ones that move fast are the ones whose numbers survive the first data-room request.

## 1. Books you can hand over tomorrow

- Monthly management accounts for at least the last 12 months.
- Bank reconciliations that tie out, every month.
- Revenue recognised consistently, with a clear policy for annual contracts.

## 2. A model that explains itself

Your financial model should let an analyst change **one assumption** and watch the effect flow through:

- Revenue drivers (customers, price, churn) on one sheet.
- Hiring plan with fully loaded costs, including visas and end-of-service benefits.
- Cash runway, month by month.

## 3. A cap table without surprises

- Every issued share, option and convertible instrument in one place.
- Vesting schedules and leaver terms that match the signed documents.
- A pro-forma showing the round you are raising.

## 4. Compliance that does not raise questions

VAT registration, Zakat or corporate tax filings and payroll compliance (WPS in the UAE, GOSI and Mudad in KSA) should all be current. Due diligence will ask.

**Start three months before you plan to raise.** It is far cheaper to fix the numbers before an investor finds the gaps.`,
  },
  {
    title: 'When Does a Startup Need a Fractional CFO?',
    slug: 'when-does-a-startup-need-a-fractional-cfo',
    description:
      'Between a bookkeeper and a full-time CFO there is a stage where senior finance help, a few days a month, pays for itself.',
    tags: 'Fractional CFO, Strategy, Startups',
    daysAgo: 12,
    featured: true,
    content: `A full-time CFO in the Gulf costs well into six figures a year. Most companies between seed and Series B do not need one five days a week, but they do need the judgement one brings.

## Signs it is time

- You are preparing a fundraise and nobody owns the model.
- Cash runway is a guess, not a number you review every month.
- The board asks for KPIs and you rebuild the spreadsheet each time.
- You are expanding from the UAE into Saudi Arabia (or the other way) and the entity, tax and payroll questions are piling up.

## What a fractional CFO actually does

1. **Builds the finance rhythm**: monthly close, management pack, board reporting.
2. **Owns the plan**: budget, forecast and the scenarios behind big decisions.
3. **Runs the raise**: data room, model, investor questions.
4. **Manages the stack**: accounting software, expense tools and the people who use them.

## What it is not

A fractional CFO does not replace your bookkeeping. Accurate transactions are the foundation; the CFO's time is too valuable to spend coding receipts.

> The right time is usually *before* the problem becomes visible to investors.

If two or more of the signs above sound familiar, a short conversation is worth having.`,
  },
  {
    title: 'Payroll in the UAE: Getting WPS Right from Day One',
    slug: 'payroll-in-the-uae-getting-wps-right-from-day-one',
    description:
      'How the Wage Protection System works, the deadlines that matter, and how to avoid the penalties that catch growing teams.',
    tags: 'Payroll, WPS, UAE, HR',
    daysAgo: 4,
    content: `The UAE **Wage Protection System (WPS)**, run by the Ministry of Human Resources and Emiratisation (MOHRE), requires most private-sector employers to pay salaries through approved banks or exchange houses, so that payments can be tracked.

## How it works

1. Each employee has a labour card and a personal code in the MOHRE system.
2. Every pay run, you submit a **Salary Information File (SIF)** through your WPS agent.
3. The agent transfers the salaries and reports the payment to MOHRE.

## Deadlines and consequences

Salaries are expected on time each month; late or missing payments are flagged. Repeated delays can lead to fines and to a block on new work permits, which is the last thing a growing team needs.

## A payroll checklist for founders

- Keep **contract salaries** and the amounts in the SIF identical.
- Track joiners and leavers before the cut-off date, not after.
- Accrue **end-of-service gratuity** every month so it is never a surprise.
- Reconcile payroll to the bank and to your accounting system after each run.

## Expanding to Saudi Arabia?

KSA has its own wage protection through the **Mudad** platform, plus **GOSI** social insurance contributions. The principles are the same: accurate employee data, on-time payment, reconciled records.

${DISCLAIMER}`,
  },

  // Two Arabic translations, seeded after the posts they translate and linked to them, so the
  // Arabic blog has articles and the language switch of an article has somewhere to go.
  {
    title: 'ضريبة القيمة المضافة في الإمارات: دليل عملي للشركات الناشئة',
    slug: 'uae-vat-practical-guide-ar',
    description:
      'متى يجب التسجيل، وعلى ماذا تُطبَّق النسبة الأساسية البالغة 5%، وكيف تقدّم إقراراتك الربع سنوية دون عناء.',
    tags: 'ضريبة القيمة المضافة, الإمارات, الامتثال, الشركات الناشئة',
    daysAgo: 40,
    language: 'ar',
    translationOf: 'vat-in-the-uae-a-practical-guide-for-startups',
    content: `بدأ تطبيق ضريبة القيمة المضافة في دولة الإمارات في 1 يناير 2018 بنسبة أساسية قدرها **5%**. القواعد بسيطة على الورق بالنسبة إلى شركة ناشئة، لكن العمل الحقيقي يكمن في الانضباط: تسجيل في الوقت المحدد، وفواتير صحيحة، وإقرارات تُقدَّم قبل موعدها.

## هل يلزمك التسجيل؟

- **التسجيل الإلزامي** يصبح واجبًا متى تجاوزت توريداتك الخاضعة للضريبة ووارداتك خلال الاثني عشر شهرًا الماضية **375,000 درهم**، أو يُتوقَّع أن تتجاوزها خلال الثلاثين يومًا القادمة.
- **التسجيل الاختياري** متاح ابتداءً من **187,500 درهم**، ويتيح لك استرداد ضريبة المدخلات على تكاليف التأسيس.

يتم التسجيل إلكترونيًا لدى الهيئة الاتحادية للضرائب، وتحصل بموجبه على رقم تسجيل ضريبي يجب أن يظهر في فواتيرك الضريبية.

## كيف تبدو إجراءات ضريبية سليمة

1. أصدر فواتير ضريبية تحمل رقم تسجيلك وبيانات العميل ومبلغ الضريبة.
2. احتفظ بفواتير الشراء لكل ضريبة مدخلات تستردها.
3. طابق حساب مراقبة الضريبة كل شهر، لا في نهاية الربع.
4. قدّم الإقرار وسدّد المستحق خلال **28 يومًا** من نهاية كل فترة ضريبية.

> معظم الغرامات التي نراها لا تتعلق بالخطأ في النسبة، بل بالتأخر في التسجيل والتأخر في تقديم الإقرارات.

## أين يتعثّر المؤسسون

| الخطأ | البديل الصحيح |
|---|---|
| التسجيل بعد أشهر من تجاوز الحد | تتبّع إيرادات الاثني عشر شهرًا المتحركة كل شهر |
| استرداد الضريبة دون فاتورة ضريبية صحيحة | اطلب من الموردين فواتير مستوفية للشروط من البداية |
| الخلط بين التوريدات الخاضعة لنسبة الصفر والمعفاة | صنّف كل مصدر إيراد مرة واحدة بمساعدة مستشار |

_هذا المقال معلومات عامة للمؤسسين، وليس استشارة ضريبية أو قانونية. القواعد والحدود تتغير: تحقّق من الوضع الحالي لدى الجهة المختصة أو معنا قبل أن تتصرف._`,
  },
  {
    title: 'متى تحتاج الشركة الناشئة إلى مدير مالي بدوام جزئي؟',
    slug: 'when-to-hire-a-fractional-cfo-ar',
    description:
      'بين المحاسب والمدير المالي المتفرغ مرحلة تستحق فيها الخبرة المالية الرفيعة، لأيام قليلة في الشهر، ما يُنفق عليها.',
    tags: 'مدير مالي بدوام جزئي, الاستراتيجية, الشركات الناشئة',
    daysAgo: 10,
    language: 'ar',
    translationOf: 'when-does-a-startup-need-a-fractional-cfo',
    content: `تبلغ تكلفة المدير المالي المتفرغ في الخليج مبالغ كبيرة كل عام. ومعظم الشركات بين جولة التأسيس وجولة الاستثمار الثانية لا تحتاج إليه خمسة أيام في الأسبوع، لكنها تحتاج إلى الحكمة التي يأتي بها.

## علامات تدل على أن الوقت قد حان

- تستعد لجولة تمويل ولا أحد يتولى النموذج المالي.
- مدة السيولة المتبقية تخمين، لا رقم تراجعه كل شهر.
- يطلب مجلس الإدارة مؤشرات الأداء فتعيد بناء الجدول في كل مرة.
- تتوسع من الإمارات إلى السعودية (أو العكس)، وتتراكم أسئلة الكيان القانوني والضرائب والرواتب.

## ما الذي يفعله المدير المالي بدوام جزئي فعلًا

1. **يبني الإيقاع المالي**: إقفال شهري، وحزمة تقارير للإدارة، وتقارير لمجلس الإدارة.
2. **يتولى الخطة**: الموازنة والتوقعات والسيناريوهات التي تقف خلف القرارات الكبيرة.
3. **يدير جولة التمويل**: غرفة البيانات والنموذج المالي وأسئلة المستثمرين.
4. **يدير الأنظمة**: برامج المحاسبة وأدوات المصروفات والفريق الذي يستخدمها.

## ما ليس من دوره

لا يحل المدير المالي بدوام جزئي محل مسك الدفاتر. فدقة تسجيل المعاملات هي الأساس، ووقت المدير المالي أثمن من أن يُصرف في ترميز الإيصالات.

> الوقت المناسب عادةً هو *قبل* أن تصبح المشكلة ظاهرة للمستثمرين.

إذا بدت لك علامتان أو أكثر من العلامات أعلاه مألوفة، فإن محادثة قصيرة معنا تستحق وقتك.`,
  },
];

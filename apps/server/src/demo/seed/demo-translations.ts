import type { PositionTranslation } from '@careers/shared';

/** A demo posting written in English and translated: what the job page shows in other languages. */
export type DemoTranslatedPosting = {
  /** The generated posting it replaces the text of: the first open one with this title. */
  title: string;
  description: string;
  translations: PositionTranslation[];
};

// prettier-ignore
export const DEMO_TRANSLATED_POSTINGS: readonly DemoTranslatedPosting[] = [
  {
    title: 'Customer Service Representative',
    description: '<p>You are the first voice our customers hear. You answer their questions by phone, chat and email, solve their problems on the first contact whenever you can, and pass on what you learn so that our products get better.</p><h3>What you will do</h3><ul><li>Answer customer enquiries by phone, chat and email</li><li>Track orders, returns and refunds in our systems</li><li>Hand complex cases to the right team and follow them up</li></ul><h3>What you bring</h3><ul><li>Friendly, clear communication</li><li>Patience and care for detail</li><li>Experience in customer service is welcome but not required</li></ul>',
    translations: [
      {
        language: 'ar',
        title: 'ممثل خدمة العملاء',
        description: '<p>أنت أول صوت يسمعه عملاؤنا. تجيب عن أسئلتهم عبر الهاتف والدردشة والبريد الإلكتروني، وتحلّ مشكلاتهم من التواصل الأول كلما أمكن، وتنقل ما تتعلّمه لكي تتحسّن منتجاتنا.</p><h3>مهامك</h3><ul><li>الرد على استفسارات العملاء عبر الهاتف والدردشة والبريد الإلكتروني</li><li>متابعة الطلبات والمرتجعات والمبالغ المستردة في أنظمتنا</li><li>إحالة الحالات المعقّدة إلى الفريق المختص ومتابعتها</li></ul><h3>ما نبحث عنه</h3><ul><li>تواصل ودود وواضح</li><li>الصبر والاهتمام بالتفاصيل</li><li>الخبرة في خدمة العملاء مرحّب بها لكنها ليست شرطًا</li></ul>',
      },
      {
        language: 'de',
        title: 'Kundenservicemitarbeiter (m/w/d)',
        description: '<p>Sie sind die erste Stimme, die unsere Kundinnen und Kunden hören. Sie beantworten ihre Fragen am Telefon, im Chat und per E-Mail, lösen Anliegen wann immer möglich beim ersten Kontakt und geben Ihre Erkenntnisse weiter, damit unsere Produkte besser werden.</p><h3>Ihre Aufgaben</h3><ul><li>Kundenanfragen am Telefon, im Chat und per E-Mail beantworten</li><li>Bestellungen, Rücksendungen und Erstattungen in unseren Systemen verfolgen</li><li>Komplexe Fälle an das zuständige Team übergeben und nachverfolgen</li></ul><h3>Ihr Profil</h3><ul><li>Freundliche, klare Kommunikation</li><li>Geduld und Sorgfalt</li><li>Erfahrung im Kundenservice ist willkommen, aber keine Voraussetzung</li></ul>',
      },
      {
        language: 'ja',
        title: 'カスタマーサポート担当',
        description: '<p>お客様が最初に耳にするのがあなたの声です。電話・チャット・メールでお客様からのご質問にお答えし、可能な限り最初のご連絡で問題を解決します。また、得られた気づきを社内に共有し、製品の改善につなげます。</p><h3>主な業務</h3><ul><li>電話・チャット・メールでのお問い合わせ対応</li><li>社内システムでの注文・返品・返金の確認</li><li>複雑な案件の担当チームへの引き継ぎとフォローアップ</li></ul><h3>求める人物像</h3><ul><li>親しみやすく分かりやすいコミュニケーション</li><li>忍耐強さと細部への気配り</li><li>カスタマーサービスの経験は歓迎しますが、必須ではありません</li></ul>',
      },
    ],
  },
  {
    title: 'Product Manager',
    description: '<p>You decide what we build next and why. Working with engineering, design and our customers, you turn problems worth solving into clear plans and see them through to release.</p><h3>What you will do</h3><ul><li>Talk to customers and read the data to find what matters most</li><li>Write clear product requirements and set priorities with your team</li><li>Measure the results of each release and learn from them</li></ul><h3>What you bring</h3><ul><li>Experience in product management or a related role</li><li>Sound judgement and clear writing</li><li>Curiosity about how people use software</li></ul>',
    translations: [
      {
        language: 'ar',
        title: 'مدير منتج',
        description: '<p>تقرّر ما نبنيه بعد ذلك ولماذا. بالتعاون مع فرق الهندسة والتصميم ومع عملائنا، تحوّل المشكلات الجديرة بالحل إلى خطط واضحة وتتابعها حتى الإطلاق.</p><h3>مهامك</h3><ul><li>التحدث مع العملاء وقراءة البيانات لمعرفة الأهم</li><li>كتابة متطلبات منتج واضحة وتحديد الأولويات مع فريقك</li><li>قياس نتائج كل إصدار والتعلّم منها</li></ul><h3>ما نبحث عنه</h3><ul><li>خبرة في إدارة المنتجات أو في دور مشابه</li><li>حسن التقدير ووضوح الكتابة</li><li>فضول لمعرفة كيف يستخدم الناس البرمجيات</li></ul>',
      },
      {
        language: 'de',
        title: 'Produktmanager (m/w/d)',
        description: '<p>Sie entscheiden, was wir als Nächstes entwickeln und warum. Gemeinsam mit Entwicklung, Design und unseren Kundinnen und Kunden machen Sie aus lösenswerten Problemen klare Pläne und begleiten sie bis zur Veröffentlichung.</p><h3>Ihre Aufgaben</h3><ul><li>Mit Kundinnen und Kunden sprechen und Daten auswerten, um das Wichtigste zu erkennen</li><li>Klare Produktanforderungen schreiben und mit Ihrem Team Prioritäten setzen</li><li>Die Ergebnisse jeder Veröffentlichung messen und daraus lernen</li></ul><h3>Ihr Profil</h3><ul><li>Erfahrung im Produktmanagement oder in einer verwandten Rolle</li><li>Gutes Urteilsvermögen und eine klare Schreibweise</li><li>Neugier darauf, wie Menschen Software nutzen</li></ul>',
      },
    ],
  },
];

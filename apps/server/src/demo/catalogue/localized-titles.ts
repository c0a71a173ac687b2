/** Languages of the localised titles, used for positions located where they are spoken. */
export type TitleLanguage = 'ja' | 'zh' | 'th' | 'de' | 'fr' | 'es';

/** Which title language a country's postings may use; absent countries post in English. */
export const COUNTRY_TITLE_LANGUAGE: Readonly<Record<string, TitleLanguage>> = {
  JP: 'ja',
  CN: 'zh',
  TH: 'th',
  DE: 'de',
  AT: 'de',
  CH: 'de',
  FR: 'fr',
  BE: 'fr',
  ES: 'es',
  MX: 'es',
  AR: 'es',
  CL: 'es',
  CO: 'es',
  PE: 'es',
};

type Translations = Readonly<Record<TitleLanguage, string>>;

const t = (ja: string, zh: string, th: string, de: string, fr: string, es: string) => ({
  ja,
  zh,
  th,
  de,
  fr,
  es,
});

/** Local titles keyed by the English base title of the catalogue (mid-level, no specialisation). */
// prettier-ignore
export const LOCALIZED_TITLES: Readonly<Record<string, Translations>> = {
  'Software Engineer': t('ソフトウェアエンジニア', '软件工程师', 'วิศวกรซอฟต์แวร์', 'Softwareentwickler (m/w/d)', 'Ingénieur logiciel (H/F)', 'Ingeniero/a de software'),
  'Data Engineer': t('データエンジニア', '数据工程师', 'วิศวกรข้อมูล', 'Data Engineer (m/w/d)', 'Ingénieur data (H/F)', 'Ingeniero/a de datos'),
  'Data Scientist': t('データサイエンティスト', '数据科学家', 'นักวิทยาศาสตร์ข้อมูล', 'Data Scientist (m/w/d)', 'Data scientist (H/F)', 'Científico/a de datos'),
  'Product Manager': t('プロダクトマネージャー', '产品经理', 'ผู้จัดการผลิตภัณฑ์', 'Produktmanager (m/w/d)', 'Chef de produit (H/F)', 'Gerente de producto'),
  'UX Designer': t('UXデザイナー', '用户体验设计师', 'นักออกแบบ UX', 'UX-Designer (m/w/d)', 'Designer UX (H/F)', 'Diseñador/a UX'),
  'Account Manager': t('アカウントマネージャー', '客户经理', 'ผู้จัดการฝ่ายลูกค้า', 'Account Manager (m/w/d)', 'Chargé de clientèle (H/F)', 'Ejecutivo/a de cuentas'),
  'Marketing Manager': t('マーケティングマネージャー', '市场经理', 'ผู้จัดการฝ่ายการตลาด', 'Marketingmanager (m/w/d)', 'Responsable marketing (H/F)', 'Gerente de marketing'),
  'Customer Success Manager': t('カスタマーサクセスマネージャー', '客户成功经理', 'ผู้จัดการฝ่ายความสำเร็จของลูกค้า', 'Customer Success Manager (m/w/d)', 'Customer Success Manager (H/F)', 'Gerente de éxito del cliente'),
  'Customer Service Representative': t('カスタマーサポート担当', '客服专员', 'พนักงานบริการลูกค้า', 'Kundenservicemitarbeiter (m/w/d)', 'Conseiller clientèle (H/F)', 'Agente de atención al cliente'),
  'Accountant': t('経理担当者', '会计', 'นักบัญชี', 'Buchhalter (m/w/d)', 'Comptable (H/F)', 'Contador/a'),
  'Financial Analyst': t('財務アナリスト', '财务分析师', 'นักวิเคราะห์การเงิน', 'Finanzanalyst (m/w/d)', 'Analyste financier (H/F)', 'Analista financiero/a'),
  'HR Generalist': t('人事担当者', '人力资源专员', 'เจ้าหน้าที่ทรัพยากรบุคคล', 'Personalreferent (m/w/d)', 'Chargé des ressources humaines (H/F)', 'Generalista de recursos humanos'),
  'Recruiter': t('採用担当者', '招聘专员', 'เจ้าหน้าที่สรรหาบุคลากร', 'Recruiter (m/w/d)', 'Chargé de recrutement (H/F)', 'Reclutador/a'),
  'Legal Counsel': t('企業法務担当', '法务顾问', 'ที่ปรึกษากฎหมาย', 'Syndikusrechtsanwalt (m/w/d)', "Juriste d'entreprise (H/F)", 'Asesor/a jurídico/a'),
  'Warehouse Associate': t('倉庫作業スタッフ', '仓库作业员', 'พนักงานคลังสินค้า', 'Lagermitarbeiter (m/w/d)', 'Agent logistique (H/F)', 'Auxiliar de almacén'),
  'Forklift Operator': t('フォークリフトオペレーター', '叉车司机', 'พนักงานขับรถยก', 'Staplerfahrer (m/w/d)', 'Cariste (H/F)', 'Operador/a de montacargas'),
  'Logistics Coordinator': t('物流コーディネーター', '物流协调员', 'เจ้าหน้าที่ประสานงานโลจิสติกส์', 'Logistikkoordinator (m/w/d)', 'Coordinateur logistique (H/F)', 'Coordinador/a de logística'),
  'Production Operator': t('製造オペレーター', '生产操作员', 'พนักงานฝ่ายผลิต', 'Produktionsmitarbeiter (m/w/d)', 'Opérateur de production (H/F)', 'Operario/a de producción'),
  'Store Manager': t('店長', '店长', 'ผู้จัดการร้าน', 'Filialleiter (m/w/d)', 'Directeur de magasin (H/F)', 'Gerente de tienda'),
  'Sales Associate': t('販売スタッフ', '店员', 'พนักงานขาย', 'Verkäufer (m/w/d)', 'Vendeur (H/F)', 'Vendedor/a'),
  'Cashier': t('レジスタッフ', '收银员', 'แคชเชียร์', 'Kassierer (m/w/d)', 'Hôte de caisse (H/F)', 'Cajero/a'),
  'Registered Nurse': t('看護師', '注册护士', 'พยาบาลวิชาชีพ', 'Pflegefachkraft (m/w/d)', "Infirmier diplômé d'État (H/F)", 'Enfermero/a'),
  'IT Support Specialist': t('ITサポート担当', 'IT技术支持专员', 'เจ้าหน้าที่สนับสนุนด้านไอที', 'IT-Support-Mitarbeiter (m/w/d)', 'Technicien support informatique (H/F)', 'Técnico/a de soporte informático'),
};

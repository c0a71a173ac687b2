import type { Phrases, TopicLexicon } from './lexicon-types.ts';

/** What a candidate may do on the site and ask how to do. */
export type HowToTopic =
  'apply' | 'resume' | 'withdraw' | 'sign_offer' | 'language' | 'delete_account';

/**
 * Actions, as the verbs and nouns that name them. An action with no position named is a how-to
 * question ('how do I upload my CV'), whether or not it is phrased as one ('change language').
 */
// prettier-ignore
export const HOW_TO_TOPICS: TopicLexicon<HowToTopic> = [
  ['sign_offer', {
    en: ['sign my offer', 'sign the offer', 'sign an offer', 'sign offer', 'sign my contract', 'sign the contract', 'e-sign', 'esign', 'offer letter'],
    fr: ['signer mon offre', 'signer l offre', 'signer une offre', 'signer mon contrat', 'signer le contrat', 'signe mon offre'],
    de: ['angebot unterschreiben', 'unterschreibe ich mein angebot', 'vertrag unterschreiben', 'unterschreibe ich', 'unterschreiben', 'unterzeichnen'],
    es: ['firmar mi oferta', 'firmar la oferta', 'firmo mi oferta', 'firmar el contrato', 'firmo la oferta', 'firmar'],
    pt: ['assinar minha proposta', 'assinar a proposta', 'assinar a oferta', 'assinar o contrato', 'assino', 'assinar'],
    it: ['firmare l offerta', 'firmare la mia offerta', 'firmo l offerta', 'firmare il contratto', 'firmare'],
    nl: ['aanbod ondertekenen', 'onderteken ik', 'contract tekenen', 'ondertekenen', 'teken ik'],
    pl: ['podpisac oferte', 'podpisac umowe', 'podpisac', 'podpisuje'],
    ja: ['オファーに署名', '内定承諾書', '署名', 'サイン'],
    'zh-CN': ['签署offer', '签署录用', '签署', '签字', '签offer'],
    ar: ['توقيع العرض', 'اوقع العرض', 'توقيع', 'اوقع'],
  }],
  ['withdraw', {
    en: ['withdraw', 'withdrawing', 'retract', 'cancel my application', 'take back my application', 'pull my application'],
    fr: ['retirer ma candidature', 'retirer', 'annuler ma candidature', 'desister'],
    de: ['zuruckziehen', 'zuruckzuziehen', 'ziehe ich', 'bewerbung stornieren'],
    es: ['retirar mi solicitud', 'retiro mi solicitud', 'retirar mi candidatura', 'retiro', 'retirar', 'cancelar mi solicitud'],
    pt: ['retirar minha candidatura', 'desistir', 'retiro', 'retirar', 'cancelar minha candidatura'],
    it: ['ritirare la candidatura', 'ritiro la mia candidatura', 'ritiro', 'ritirare', 'annullare la candidatura'],
    nl: ['intrekken', 'trek ik', 'sollicitatie annuleren'],
    pl: ['wycofac', 'wycofac aplikacje', 'anulowac aplikacje'],
    ja: ['取り下げ', '辞退', '取消'],
    'zh-CN': ['撤回', '撤销申请', '取消申请'],
    ar: ['سحب طلبي', 'سحب الطلب', 'اسحب', 'سحب'],
  }],
  ['delete_account', {
    en: ['delete my account', 'delete account', 'delete my profile', 'remove my account', 'close my account', 'deactivate'],
    fr: ['supprimer mon compte', 'supprimer le compte', 'effacer mon compte', 'fermer mon compte', 'supprimer mon profil'],
    de: ['konto loschen', 'mein konto loschen', 'losche ich mein konto', 'account loschen', 'profil loschen', 'konto schliessen'],
    es: ['eliminar mi cuenta', 'borrar mi cuenta', 'eliminar cuenta', 'borrar cuenta', 'elimino mi cuenta', 'borro mi cuenta', 'cerrar mi cuenta'],
    pt: ['excluir minha conta', 'apagar minha conta', 'excluir conta', 'apagar conta', 'deletar minha conta', 'encerrar minha conta'],
    it: ['eliminare il mio account', 'cancellare il mio account', 'eliminare account', 'cancellare account', 'elimino il mio account', 'chiudere il mio account'],
    nl: ['verwijder ik mijn account', 'account verwijderen', 'mijn account verwijderen', 'profiel verwijderen', 'account opheffen'],
    pl: ['usunac konto', 'usunac moje konto', 'usuniecie konta', 'skasowac konto', 'zamknac konto'],
    ja: ['アカウントを削除', 'アカウント削除', '退会', 'アカウントを消'],
    'zh-CN': ['删除账户', '删除账号', '注销账户', '注销账号', '删除我的账户', '注销'],
    ar: ['احذف حسابي', 'حذف حسابي', 'حذف الحساب', 'الغاء حسابي', 'إلغاء حسابي'],
  }],
  ['language', {
    en: ['change language', 'change the language', 'switch language', 'language to', 'change the site language', 'in another language'],
    fr: ['changer de langue', 'changer la langue', 'la langue du site', 'changer langue'],
    de: ['sprache andern', 'sprache wechseln', 'sprache umstellen', 'andere sprache'],
    es: ['cambiar el idioma', 'cambiar idioma', 'cambio el idioma', 'otro idioma'],
    pt: ['mudar o idioma', 'mudar idioma', 'alterar o idioma', 'trocar o idioma', 'mudar a lingua'],
    it: ['cambiare lingua', 'cambiare la lingua', 'cambio la lingua', 'un altra lingua'],
    nl: ['taal wijzigen', 'taal veranderen', 'verander ik de taal', 'andere taal'],
    pl: ['zmienic jezyk', 'zmiana jezyka', 'zmienic jezyk strony'],
    ja: ['言語を変更', '言語の変更', '言語を切り替', '表示言語'],
    'zh-CN': ['更改语言', '切换语言', '修改语言', '改语言'],
    ar: ['تغيير اللغة', 'اغير اللغة'],
  }],
  ['resume', {
    en: ['upload my resume', 'upload a resume', 'upload my cv', 'add my resume', 'add my cv', 'update my resume', 'resume', 'cv', 'curriculum vitae'],
    fr: ['mon cv', 'le cv', 'cv', 'curriculum'],
    de: ['lebenslauf', 'meinen lebenslauf', 'cv'],
    es: ['mi cv', 'cv', 'curriculum', 'hoja de vida'],
    pt: ['curriculo', 'meu cv', 'cv'],
    it: ['curriculum', 'cv'],
    nl: ['cv', 'curriculum'],
    pl: ['cv', 'zyciorys'],
    ja: ['履歴書', 'レジュメ', '職務経歴書'],
    'zh-CN': ['简历', '履历'],
    ar: ['سيرتي الذاتية', 'السيرة الذاتية', 'سيرة ذاتية'],
  }],
  ['apply', {
    en: ['apply', 'applying', 'submit an application', 'send an application'],
    fr: ['postuler', 'candidater', 'poser ma candidature', 'deposer une candidature'],
    de: ['bewerbe ich mich', 'bewerben', 'bewerbe'],
    es: ['postular', 'postularme', 'postulo', 'aplicar', 'aplico', 'presentar una solicitud'],
    pt: ['candidatar', 'me candidatar', 'me candidato', 'candidato-me', 'aplicar', 'aplico'],
    it: ['candidarmi', 'candidarsi', 'candido', 'mi candido', 'candidare'],
    nl: ['solliciteren', 'solliciteer'],
    pl: ['aplikowac', 'zaaplikowac', 'aplikuje', 'zlozyc aplikacje'],
    ja: ['応募するには', '応募方法', '応募したい', '応募する'],
    'zh-CN': ['申请职位', '如何申请', '怎么申请', '怎样申请', '应聘'],
    ar: ['اتقدم', 'التقديم', 'التقدم'],
  }],
];

/** What the candidate may ask about their own things. */
export type MineTopic = 'next_interview' | 'application' | 'offers' | 'forms' | 'saved';

/** Nouns of the candidate's own things; `application` stands for one or all applications. */
// prettier-ignore
export const MINE_TOPICS: TopicLexicon<MineTopic> = [
  ['next_interview', {
    en: ['interview', 'interviews'],
    fr: ['entretien', 'entretiens', 'entrevue'],
    de: ['vorstellungsgesprach', 'vorstellungsgesprache', 'interview', 'bewerbungsgesprach', 'gesprach'],
    es: ['entrevista', 'entrevistas'],
    pt: ['entrevista', 'entrevistas'],
    it: ['colloquio', 'colloqui', 'intervista'],
    nl: ['sollicitatiegesprek', 'gesprek', 'interview'],
    pl: ['rozmowa kwalifikacyjna', 'rozmowa', 'rozmowy', 'rozmowe'],
    ja: ['面接'],
    'zh-CN': ['面试'],
    ar: ['مقابلتي', 'مقابلة', 'المقابلة', 'مقابلات'],
  }],
  ['offers', {
    en: ['offers', 'offer', 'job offer', 'job offers'],
    fr: ['offre', 'offres', 'proposition d embauche', 'propositions'],
    de: ['angebot', 'angebote', 'jobangebot', 'vertragsangebot'],
    es: ['oferta', 'ofertas', 'propuesta'],
    pt: ['proposta', 'propostas', 'oferta', 'ofertas'],
    it: ['offerta', 'offerte', 'proposta'],
    nl: ['aanbod', 'aanbieding', 'aanbiedingen', 'jobaanbod'],
    pl: ['oferta', 'oferty', 'oferte', 'propozycje'],
    ja: ['内定', 'オファー'],
    'zh-CN': ['offer', '录用通知', '录用', '录取通知'],
    ar: ['عروض عمل', 'عروض', 'عرض عمل', 'عرض'],
  }],
  ['forms', {
    en: ['forms', 'form', 'paperwork', 'onboarding tasks', 'documents to fill'],
    fr: ['formulaires', 'formulaire', 'documents a remplir'],
    de: ['formulare', 'formular', 'unterlagen', 'ausfullen'],
    es: ['formularios', 'formulario'],
    pt: ['formularios', 'formulario'],
    it: ['moduli', 'modulo', 'compilare'],
    nl: ['formulieren', 'formulier', 'invullen'],
    pl: ['formularze', 'formularz', 'formularzy', 'wypelnic'],
    ja: ['フォーム', '書類', '記入'],
    'zh-CN': ['表格', '表单', '填写'],
    ar: ['نماذج', 'النماذج', 'استمارات', 'استمارة'],
  }],
  ['saved', {
    en: ['saved jobs', 'saved positions', 'my saved', 'saved', 'favourites', 'favorites', 'shortlist'],
    fr: ['sauvegardes', 'enregistres', 'favoris'],
    de: ['gespeicherten', 'gespeichert', 'merkliste', 'favoriten'],
    es: ['guardados', 'guardadas', 'favoritos'],
    pt: ['salvas', 'salvos', 'favoritos'],
    it: ['salvati', 'salvate', 'preferiti'],
    nl: ['opgeslagen', 'bewaarde', 'favorieten'],
    pl: ['zapisane', 'ulubione'],
    ja: ['保存した', '保存済み', 'お気に入り'],
    'zh-CN': ['收藏', '保存的'],
    ar: ['المحفوظة', 'المفضلة'],
  }],
  ['application', {
    en: ['application', 'applications', 'applied', 'did i get', 'was i selected', 'was i accepted'],
    fr: ['candidature', 'candidatures', 'postule'],
    de: ['bewerbung', 'bewerbungen', 'beworben'],
    es: ['solicitud', 'solicitudes', 'candidatura', 'candidaturas', 'postulacion', 'postulaciones'],
    pt: ['candidatura', 'candidaturas', 'inscricao'],
    it: ['candidatura', 'candidature'],
    nl: ['sollicitatie', 'sollicitaties', 'gesolliciteerd'],
    pl: ['aplikacja', 'aplikacje', 'aplikacji', 'zgloszenie', 'zgloszenia'],
    ja: ['応募状況', '応募した', '選考状況', '応募'],
    'zh-CN': ['申请', '我的申请'],
    ar: ['طلبي', 'طلباتي', 'طلب التوظيف', 'طلب'],
  }],
];

/** Words that make a question about the candidate's own things ('my', 'do I have', 'next'). */
// prettier-ignore
export const MINE_CUES: Phrases = {
  en: ['my', 'mine', 'i have', 'do i have', 'have i', 'next', 'upcoming', 'waiting', 'still have', 'pending', 'when', 'for me', 'did i', 'i got', 'i received', 'received', 'do i need', 'i need to', 'coming up', 'what day', 'status', 'where do i stand'],
  fr: ['mon', 'ma', 'mes', 'j ai', 'ai je', 'prochain', 'prochaine', 'en attente', 'quand', 'recu', 'dois je', 'je dois', 'pour moi', 'statut', 'nouvelles'],
  de: ['mein', 'meine', 'meinen', 'meiner', 'meinem', 'habe ich', 'hab ich', 'nachste', 'nachstes', 'nachsten', 'offene', 'wann', 'bekommen', 'erhalten', 'muss ich', 'fur mich', 'status', 'stand'],
  es: ['mi', 'mis', 'tengo', 'proxima', 'proximo', 'pendientes', 'pendiente', 'cuando', 'me han', 'he recibido', 'recibi', 'me faltan', 'faltan', 'debo', 'para mi', 'estado'],
  pt: ['minha', 'meu', 'minhas', 'meus', 'tenho', 'proxima', 'proximo', 'pendentes', 'quando', 'recebi', 'preciso', 'devo', 'para mim', 'situacao', 'status'],
  it: ['mio', 'mia', 'miei', 'mie', 'ho', 'prossimo', 'prossima', 'in sospeso', 'quando', 'ricevuto', 'devo', 'per me', 'stato', 'a che punto'],
  nl: ['mijn', 'heb ik', 'volgende', 'openstaande', 'wanneer', 'ontvangen', 'moet ik', 'voor mij', 'status'],
  pl: ['moja', 'moje', 'moj', 'moich', 'moja', 'moje', 'mam', 'nastepna', 'nastepny', 'oczekujace', 'kiedy', 'otrzymalem', 'otrzymalam', 'musze', 'dla mnie', 'status'],
  ja: ['私の', '次の', 'ありますか', '届いて', 'いつ', '日程', '日時', '状況', '結果', '必要'],
  'zh-CN': ['我', '下一次', '下次', '待', '什么时候', '收到', '需要', '怎么样了', '进展', '状态'],
  ar: ['لدي', 'عندي', 'القادمة', 'القادم', 'مقابلتي', 'طلبي', 'طلباتي', 'متى', 'موعد', 'وصلني', 'يجب', 'حالة'],
};

/** A fact about a named position. */
export type JobFactTopic = 'salary' | 'place' | 'workplace' | 'closing' | 'open' | 'employment';

// prettier-ignore
export const JOB_FACT_TOPICS: TopicLexicon<JobFactTopic> = [
  ['salary', {
    en: ['salary', 'salaries', 'pay', 'pays', 'paid', 'wage', 'wages', 'compensation', 'how much', 'make', 'earn', 'earns'],
    fr: ['salaire', 'remuneration', 'paie', 'paye', 'combien'],
    de: ['gehalt', 'verdienst', 'bezahlung', 'zahlt', 'verdient man', 'verdient', 'verdiene', 'wie viel', 'wieviel', 'lohn'],
    es: ['salario', 'sueldo', 'paga', 'pagan', 'cuanto'],
    pt: ['salario', 'paga', 'pagam', 'quanto', 'remuneracao'],
    it: ['stipendio', 'retribuzione', 'paga', 'pagano', 'quanto'],
    nl: ['salaris', 'betaalt', 'loon', 'hoeveel', 'verdien'],
    pl: ['wynagrodzenie', 'pensja', 'placa', 'zarobki', 'ile'],
    ja: ['年収', '給与', '給料', '月給', '報酬', 'いくら'],
    'zh-CN': ['薪水', '工资', '薪资', '薪酬', '待遇'],
    ar: ['راتب', 'الراتب', 'رواتب', 'الأجر', 'الاجر', 'كم', 'بكم'],
  }],
  ['closing', {
    en: ['close', 'closes', 'closing', 'deadline', 'until when', 'last day', 'expire', 'expires'],
    fr: ['cloture', 'date limite', 'jusqu a quand', 'ferme', 'se termine'],
    de: ['bewerbungsschluss', 'frist', 'bis wann', 'endet', 'lauft ab'],
    es: ['cierra', 'fecha limite', 'hasta cuando', 'plazo', 'vence'],
    pt: ['encerra', 'fecha', 'prazo', 'ate quando', 'data limite'],
    it: ['scade', 'scadenza', 'chiude', 'fino a quando'],
    nl: ['sluit', 'sluitingsdatum', 'deadline', 'tot wanneer'],
    pl: ['termin', 'do kiedy', 'konczy sie', 'zamkniecie'],
    ja: ['締め切り', '締切', '期限', 'いつまで'],
    'zh-CN': ['截止', '截止日期', '什么时候结束', '到什么时候'],
    ar: ['الموعد النهائي', 'اخر موعد', 'آخر موعد', 'ينتهي', 'يغلق'],
  }],
  ['open', {
    en: ['still open', 'still available', 'open', 'available', 'still hiring', 'filled'],
    fr: ['encore ouvert', 'toujours ouvert', 'ouvert', 'encore disponible', 'disponible'],
    de: ['noch offen', 'offen', 'noch frei', 'verfugbar', 'besetzt'],
    es: ['sigue abierto', 'sigue abierta', 'abierto', 'abierta', 'disponible'],
    pt: ['ainda esta aberta', 'aberta', 'aberto', 'disponivel'],
    it: ['ancora aperta', 'aperta', 'aperto', 'disponibile'],
    nl: ['nog open', 'open', 'beschikbaar'],
    pl: ['wciaz otwarta', 'nadal otwarta', 'otwarta', 'aktualna', 'aktualne'],
    ja: ['まだ募集', '募集中', '応募できますか'],
    'zh-CN': ['还在招', '还开放', '还有效', '还招'],
    ar: ['لا تزال مفتوحة', 'مازالت متاحة', 'مفتوحة', 'متاحة'],
  }],
  ['place', {
    en: ['where is', 'where', 'located', 'location', 'which city', 'based where', 'based'],
    fr: ['ou se trouve', 'ou est', 'situe', 'lieu', 'quelle ville'],
    de: ['wo ist', 'wo', 'standort', 'welcher stadt', 'arbeitsort'],
    es: ['donde esta', 'donde', 'ubicacion', 'ubicado', 'que ciudad'],
    pt: ['onde fica', 'onde', 'localizacao', 'local de trabalho'],
    it: ['dove si trova', 'dove', 'sede', 'quale citta'],
    nl: ['waar is', 'waar', 'locatie', 'standplaats'],
    pl: ['gdzie jest', 'gdzie', 'lokalizacja', 'miejsce pracy'],
    ja: ['勤務地', 'どこ', '場所'],
    'zh-CN': ['在哪里', '哪里', '地点', '在哪'],
    ar: ['اين تقع', 'أين تقع', 'اين', 'أين', 'مكان', 'موقع'],
  }],
  ['workplace', {
    en: ['remote', 'remotely', 'hybrid', 'on site', 'onsite', 'from home', 'in the office'],
    fr: ['teletravail', 'a distance', 'hybride', 'sur site', 'presentiel'],
    de: ['remote', 'homeoffice', 'home office', 'hybrid', 'vor ort'],
    es: ['remoto', 'teletrabajo', 'a distancia', 'hibrido', 'presencial'],
    pt: ['remoto', 'remota', 'hibrido', 'presencial'],
    it: ['da remoto', 'remoto', 'ibrido', 'in sede'],
    nl: ['op afstand', 'thuiswerken', 'hybride', 'op kantoor'],
    pl: ['zdalnie', 'zdalna', 'hybrydowa', 'stacjonarna'],
    ja: ['リモート', '在宅', 'ハイブリッド', '出社'],
    'zh-CN': ['远程', '混合办公', '坐班'],
    ar: ['عن بعد', 'هجين', 'في المكتب'],
  }],
  ['employment', {
    en: ['full time', 'part time', 'full-time', 'part-time', 'contract', 'permanent', 'temporary', 'employment type'],
    fr: ['temps plein', 'temps partiel', 'cdi', 'cdd', 'type de contrat'],
    de: ['vollzeit', 'teilzeit', 'befristet', 'unbefristet', 'vertragsart'],
    es: ['tiempo completo', 'tiempo parcial', 'tipo de contrato', 'temporal'],
    pt: ['tempo integral', 'meio periodo', 'tipo de contrato', 'temporario'],
    it: ['tempo pieno', 'part time', 'tipo di contratto', 'determinato', 'indeterminato'],
    nl: ['fulltime', 'parttime', 'soort contract', 'vast contract', 'tijdelijk'],
    pl: ['pelny etat', 'pol etatu', 'rodzaj umowy', 'umowa'],
    ja: ['正社員', 'パート', '契約社員', '雇用形態'],
    'zh-CN': ['全职', '兼职', '合同工', '雇佣类型'],
    ar: ['دوام كامل', 'دوام جزئي', 'نوع العقد'],
  }],
];

/** Questions that ask yes or no ('is the barista job still open'): a fact of a position. */
// prettier-ignore
export const YES_NO_CUES: Phrases = {
  en: ['is the', 'is it', 'is this', 'does the', 'can i work', 'can the', 'can it', 'can this', 'does it', 'will it'],
  fr: ['est ce que', 'est il', 'est elle', 'le poste', 'est'],
  de: ['ist die', 'ist der', 'ist das', 'ist'],
  es: ['es el', 'es la', 'sigue', 'esta el', 'esta la', 'el puesto'],
  pt: ['a vaga', 'e remota', 'ainda', 'esta'],
  it: ['la posizione', 'e ancora', 'e'],
  nl: ['is de', 'is het', 'is'],
  pl: ['czy'],
  ja: ['ですか', 'ますか', 'か'],
  'zh-CN': ['吗', '是不是'],
  ar: ['هل'],
};

export type SmallTalk = 'greeting' | 'thanks';

/** Greetings and thanks, which are answered as such only when the message holds little else. */
// prettier-ignore
export const SMALL_TALK: TopicLexicon<SmallTalk> = [
  ['thanks', {
    en: ['thanks', 'thank you', 'thx', 'thanx', 'ty', 'cheers', 'thank u', 'much appreciated'],
    fr: ['merci', 'merci beaucoup', 'je vous remercie'],
    de: ['danke', 'vielen dank', 'danke schon', 'dankeschon'],
    es: ['gracias', 'muchas gracias', 'mil gracias'],
    pt: ['obrigado', 'obrigada', 'valeu', 'muito obrigado'],
    it: ['grazie', 'grazie mille', 'ti ringrazio'],
    nl: ['bedankt', 'dank je', 'dank u', 'dankjewel', 'dankuwel'],
    pl: ['dziekuje', 'dzieki', 'dziekuje bardzo'],
    ja: ['ありがとう', 'ありがとうございます', 'どうも', '感謝'],
    'zh-CN': ['谢谢', '多谢', '感谢'],
    ar: ['شكرا', 'شكرًا', 'شكراً', 'مشكور'],
  }],
  ['greeting', {
    en: ['hi', 'hello', 'hey', 'good morning', 'good afternoon', 'good evening', 'hiya', 'howdy', 'yo'],
    fr: ['bonjour', 'salut', 'bonsoir', 'coucou'],
    de: ['hallo', 'guten tag', 'guten morgen', 'servus', 'moin', 'gruss gott'],
    es: ['hola', 'buenos dias', 'buenas tardes', 'buenas noches', 'buenas'],
    pt: ['ola', 'oi', 'bom dia', 'boa tarde', 'boa noite'],
    it: ['ciao', 'buongiorno', 'buonasera', 'salve'],
    nl: ['hoi', 'hallo', 'goedemorgen', 'goedemiddag', 'dag'],
    pl: ['czesc', 'dzien dobry', 'witam', 'hej'],
    ja: ['こんにちは', 'こんばんは', 'おはよう', 'はじめまして'],
    'zh-CN': ['你好', '您好', '嗨', '早上好'],
    ar: ['مرحبا', 'مرحباً', 'السلام عليكم', 'اهلا', 'أهلا'],
  }],
];

/**
 * Requests the assistant refuses whatever else they hold: another person's data, its own
 * instructions. They get the 'I don't know' answer, never a search or the FAQ.
 */
// prettier-ignore
export const OUT_OF_BOUNDS: Phrases = {
  en: ['other candidates', 'other applicants', 'other users', 'other people s', 'system prompt', 'previous instructions', 'your instructions', 'ignore all', 'ignore previous', 'password', 'api key', 'admin'],
  fr: ['autres candidats', 'autres utilisateurs', 'prompt systeme', 'instructions precedentes', 'ignore les instructions', 'mot de passe'],
  de: ['andere bewerber', 'anderen bewerber', 'andere kandidaten', 'anderen kandidaten', 'systemprompt', 'vorherigen anweisungen', 'ignoriere', 'passwort'],
  es: ['otros candidatos', 'otros usuarios', 'prompt del sistema', 'instrucciones anteriores', 'ignora', 'contrasena'],
  pt: ['outros candidatos', 'outros usuarios', 'prompt do sistema', 'instrucoes anteriores', 'ignore as', 'senha'],
  it: ['altri candidati', 'altri utenti', 'prompt di sistema', 'istruzioni precedenti', 'ignora', 'password'],
  nl: ['andere kandidaten', 'andere sollicitanten', 'systeemprompt', 'vorige instructies', 'negeer', 'wachtwoord'],
  pl: ['innych kandydatow', 'inni kandydaci', 'prompt systemowy', 'poprzednie instrukcje', 'zignoruj', 'haslo'],
  ja: ['他の候補者', '他の応募者', 'システムプロンプト', '以前の指示', 'パスワード'],
  'zh-CN': ['其他候选人', '其他应聘者', '系统提示', '之前的指令', '忽略', '密码'],
  ar: ['المرشحين الآخرين', 'المتقدمين الآخرين', 'موجه النظام', 'التعليمات السابقة', 'تجاهل', 'كلمة المرور'],
};

/** 'change' and 'language': changing the site's language, however the sentence goes. */
// prettier-ignore
export const LANGUAGE_NOUNS: Phrases = {
  en: ['language'], fr: ['langue'], de: ['sprache'], es: ['idioma'], pt: ['idioma', 'lingua'],
  it: ['lingua'], nl: ['taal'], pl: ['jezyk', 'jezyka'], ja: ['言語'], 'zh-CN': ['语言'], ar: ['اللغة'],
};
// prettier-ignore
export const CHANGE_VERBS: Phrases = {
  en: ['change', 'switch', 'set', 'see the site in'],
  fr: ['changer', 'change', 'modifier', 'mettre'],
  de: ['andern', 'andere', 'wechseln', 'wechsle', 'umstellen', 'stelle'],
  es: ['cambiar', 'cambio', 'cambia', 'poner'],
  pt: ['mudar', 'mudo', 'alterar', 'altero', 'trocar', 'troco'],
  it: ['cambiare', 'cambio', 'impostare', 'imposto'],
  nl: ['wijzigen', 'wijzig', 'veranderen', 'verander', 'instellen'],
  pl: ['zmienic', 'zmieniam', 'ustawic'],
  ja: ['変更', '変え', '切り替'],
  'zh-CN': ['更改', '切换', '修改', '改'],
  ar: ['تغيير', 'اغير', 'أغير'],
};

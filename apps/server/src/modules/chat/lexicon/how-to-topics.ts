import type { TopicLexicon } from './lexicon-types.ts';

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

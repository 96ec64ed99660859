import type { videoMessagesEn } from './messages.ts';

/** Canadian French (fr-CA) of {@link videoMessagesEn}. The videos' own captions and transcripts stay in English (ADR 049). */
export const videoMessagesFrCa = {
  'videos.title': 'Vidéos de formation',
  'videos.intro':
    'De courtes vidéos sur les tâches courantes du portail. Chacune a des sous-titres et une transcription, en anglais. L’endroit où vous en êtes dans chaque vidéo est conservé.',
  'videos.loading': 'Chargement des vidéos',
  'videos.empty.title': 'Aucune vidéo de formation pour l’instant',
  'videos.empty.body': 'Les vidéos sur les tâches courantes du portail apparaîtront ici.',
  'videos.error.title': 'Les vidéos n’ont pas pu être chargées',
  'videos.retry': 'Réessayer',
  'videos.topic': 'Sujet',
  'videos.duration': 'Durée',
  'videos.captions': 'Sous-titres',
  'videos.captionsEnglish': 'Anglais',
  'videos.time': '{minutes}:{seconds}',
  'videos.state.watched': 'Vue',
  'videos.state.inProgress': 'En cours',
  'videos.state.notStarted': 'Pas commencée',
  'videos.progress': 'Visionné jusqu’ici : {title}',
  'videos.list': 'Vidéos',
  'videos.back': 'Toutes les vidéos',
  'videos.player.loading': 'Chargement de la vidéo',
  'videos.player.error.title': 'La vidéo n’a pas pu être chargée',
  'videos.player.notFound': 'Il n’y a aucune vidéo de formation ici.',
  'videos.player.resumed': 'Reprise là où vous en étiez, à {time}.',
  'videos.player.noVideo':
    'Votre navigateur ne peut pas lire cette vidéo. Sa transcription se trouve plus bas.',
  'videos.transcript': 'Transcription',
  'videos.transcript.hint':
    'Choisissez une ligne pour lire la vidéo à partir de là. La ligne affichée est marquée.',
  'videos.transcript.playFrom': 'Lire à partir de',
  'videos.transcript.download': 'Télécharger la transcription (texte)',
} as const satisfies Record<keyof typeof videoMessagesEn, string>;

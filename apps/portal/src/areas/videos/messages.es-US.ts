import type { videoMessagesEn } from './messages.ts';

/** US Spanish (es-US) of {@link videoMessagesEn}. The videos' own captions and transcripts stay in English (ADR 049). */
export const videoMessagesEsUs = {
  'videos.title': 'Videos de capacitación',
  'videos.intro':
    'Videos cortos sobre las tareas diarias en el portal. Cada uno tiene subtítulos y una transcripción, en inglés. Se guarda dónde se quedó en cada video.',
  'videos.loading': 'Cargando los videos',
  'videos.empty.title': 'Aún no hay videos de capacitación',
  'videos.empty.body': 'Aquí aparecerán videos sobre las tareas diarias en el portal.',
  'videos.error.title': 'No se pudieron cargar los videos',
  'videos.retry': 'Intentar de nuevo',
  'videos.topic': 'Tema',
  'videos.duration': 'Duración',
  'videos.captions': 'Subtítulos',
  'videos.captionsEnglish': 'Inglés',
  'videos.time': '{minutes}:{seconds}',
  'videos.state.watched': 'Visto',
  'videos.state.inProgress': 'En curso',
  'videos.state.notStarted': 'Sin empezar',
  'videos.progress': 'Visto hasta ahora: {title}',
  'videos.list': 'Videos',
  'videos.back': 'Todos los videos',
  'videos.player.loading': 'Cargando el video',
  'videos.player.error.title': 'No se pudo cargar el video',
  'videos.player.notFound': 'Aquí no hay ningún video de capacitación.',
  'videos.player.resumed': 'Continúa donde se quedó, en {time}.',
  'videos.player.noVideo': 'Su navegador no puede reproducir este video. La transcripción está abajo.',
  'videos.transcript': 'Transcripción',
  'videos.transcript.hint':
    'Elija una línea para reproducir el video desde ahí. La línea que se muestra está marcada.',
  'videos.transcript.playFrom': 'Reproducir desde',
  'videos.transcript.download': 'Descargar la transcripción (texto)',
} as const satisfies Record<keyof typeof videoMessagesEn, string>;

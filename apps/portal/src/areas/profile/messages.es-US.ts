import type { profileMessagesEn } from './messages.ts';

/** US Spanish (es-US) of {@link profileMessagesEn}: the user’s profile and the Samsara integration. */
export const profileMessagesEsUs = {
  'profile.tabs': 'Secciones del perfil',
  'profile.tab.details': 'Detalles',
  'profile.tab.integrations': 'Integraciones',
  'profile.edit': 'Editar perfil',
  'profile.editTitle': 'Editar su perfil',
  'profile.loading': 'Cargando su perfil',
  'profile.error.title': 'No se pudo cargar su perfil',
  'profile.retry': 'Reintentar',
  'profile.none': '—',
  'profile.details': 'Sus datos',
  'profile.company': 'Empresa',
  'profile.companyCard': 'Su empresa',
  'profile.companyNumber': 'Número de empresa',
  'profile.userName': 'Inicia sesión como',
  'profile.roles': 'Roles',
  'profile.companyHint':
    'El administrador de su empresa gestiona su empresa, sus roles y su acceso al portal.',
  'profile.notifications': 'Preferencias de notificación',
  'profile.notifications.caption': 'Cómo se le avisa de cada evento',
  'profile.notifications.event': 'Evento',
  'profile.notifications.email': 'Correo',
  'profile.notifications.sms': 'Mensaje de texto',
  'profile.notifications.on': 'Activado',
  'profile.notifications.off': 'Desactivado',
  'profile.notifications.none': 'No hay preferencias de notificación definidas.',
  'profile.form.requiredHint': 'El nombre, el apellido y el correo son obligatorios.',
  'profile.form.emailHint': 'También es la dirección con la que inicia sesión.',
  'profile.form.save': 'Guardar perfil',
  'profile.form.refused': 'No se guardó su perfil',
  'profile.integrations.title': 'Integración de rastreo',
  'profile.integrations.samsara': 'Samsara',
  'profile.integrations.intro':
    'Samsara comparte la ubicación de sus camiones con sus envíos. El portal se conecta con un token de API de su cuenta de Samsara.',
  'profile.integrations.status': 'Token',
  'profile.integrations.expired': 'Vencido',
  'profile.integrations.valid': 'Válido',
  'profile.integrations.notConnected': 'Sin conectar',
  'profile.integrations.expiredHint':
    'Las actualizaciones de rastreo se detuvieron cuando venció el token. Cree un token de API nuevo en Samsara (Settings, API Tokens) y péguelo aquí.',
  'profile.integrations.token': 'Token de API de Samsara',
  'profile.integrations.tokenHint':
    'Empieza con samsara_api_. Se guarda para la integración y no se vuelve a mostrar.',
  'profile.integrations.renew': 'Renovar',
  'profile.integrations.refused': 'No se renovó el token',
  'profile.integrations.renewed': 'Token de Samsara renovado',
  'profile.integrations.renewedHint': 'Token válido que termina en {hint}.',
  'profile.integrations.adminsOnly':
    'El administrador de su empresa renueva la integración de rastreo cuando vence su token.',
  'profile.integrations.none': 'Su empresa no tiene integración de rastreo.',
} as const satisfies Record<keyof typeof profileMessagesEn, string>;
